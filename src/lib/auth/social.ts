/** The social sign-in providers the hosted domain offers, with the names Cognito knows them by. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google', identityProvider: 'Google' },
  { id: 'facebook', label: 'Facebook', identityProvider: 'Facebook' },
  { id: 'apple', label: 'Apple', identityProvider: 'SignInWithApple' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];
export const SOCIAL_PROVIDER_IDS = SOCIAL_PROVIDERS.map((p) => p.id) as [SocialProviderId, ...SocialProviderId[]];

export function socialProvider(id: string) {
  return SOCIAL_PROVIDERS.find((p) => p.id === id);
}

/** The query a failed social sign-in comes back with, so the sign-in screen can say so. */
export const SOCIAL_ERROR_PARAM = 'social_error';
export const SOCIAL_SIGN_IN_FAILED = 'Social sign-in did not complete. Please try again.';
