/** Profile Settings' reading of the API's problem answers (`{ detail, errors: { field: message } }`). */

const PROFILE_FIELDS = { name: 'name', email: 'email', 'custom:city_id': 'cityId' } as const;
export type ProfileField = (typeof PROFILE_FIELDS)[keyof typeof PROFILE_FIELDS];

/** The messages an answer gives for the form's own fields ('User Already Exists' for the e-mail). */
export function profileFieldProblems(error: unknown): Array<[ProfileField, string]> {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([name, message]) =>
    name in PROFILE_FIELDS && typeof message === 'string' && message !== '' ? [[PROFILE_FIELDS[name as keyof typeof PROFILE_FIELDS], message] as [ProfileField, string]] : [],
  );
}
