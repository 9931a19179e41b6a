import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { phoneOnlyProfileSchema, profileSchema, type ProfileForm, type ProfileValues } from '@/lib/accounts/schema';
import { profileMessages, successMessages } from '@/lib/messages';
import { showToast } from '@/lib/stores/toasts';
import { Field, Submit } from '../fields';
import { http, renewServerSession } from './api';
import { profileFieldProblems } from './problems';

export interface CityOption {
  id: number;
  name: string;
}

interface ProfileDetailsProps {
  id: string;
  initial: ProfileForm;
  cities: CityOption[];
  /** The e-mail is the account's sign-in name, which never changes: shown, not edited. */
  emailFixed: boolean;
}

export function ProfileDetails({ id, initial, cities, emailFixed }: ProfileDetailsProps) {
  // The schema is chosen once, from what the account had when the page was drawn.
  const schema = initial.email ? profileSchema : phoneOnlyProfileSchema;
  const form = useForm<ProfileForm, unknown, ProfileValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: ProfileValues) => {
    try {
      await http.put(`/api/authentication/user/attributes/${encodeURIComponent(id)}`, {
        attributes: [
          { Name: 'name', Value: values.name },
          ...(values.email && !emailFixed ? [{ Name: 'email', Value: values.email }] : []),
          { Name: 'custom:city_id', Value: values.cityId },
        ],
      });
      await renewServerSession();
      showToast({ type: 'success', message: successMessages.profileUpdated });
    } catch (error) {
      // A field the answer names ('User Already Exists' for an e-mail another account has) says so under it.
      const problems = profileFieldProblems(error);
      for (const [field, message] of problems) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      if (problems.length === 0) showToast({ type: 'error', message: profileMessages.updateFailed });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">Your details</h2>
      <Field id="profile-name" label="Name" autoComplete="name" error={errors.name} {...form.register('name')} />
      <Field
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        readOnly={emailFixed}
        hint={emailFixed ? profileMessages.signInEmailFixed : undefined}
        {...form.register('email')}
      />
      <div className="field auth-field">
        <label className="field-label" htmlFor="profile-city">
          City
        </label>
        <select id="profile-city" className="select" {...form.register('cityId')}>
          <option value="">Choose a city</option>
          {cities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <Submit busy={isSubmitting}>Save changes</Submit>
    </form>
  );
}
