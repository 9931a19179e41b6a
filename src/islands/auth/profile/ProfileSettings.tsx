import type { ProfileForm } from '@/lib/accounts/schema';
import { ProfileDetails, type CityOption } from './ProfileDetails';
import { ProfileImage } from './ProfileImage';
import { ProfilePhone } from './ProfilePhone';
import { ChangePassword } from './ChangePassword';
import '../auth.css';
import './profile.css';
import { reactIsland } from '@/islands/react-island';
import { accountLabel } from '@/components/shell/account';

export interface ProfileSettingsProps {
  id: string;
  details: ProfileForm;
  /** The e-mail the account signs in with (it cannot change), or null for an account made with a phone. */
  signInEmail: string | null;
  phone: string | null;
  phoneVerified: boolean;
  profileUrl: string | null;
  cities: CityOption[];
}

/** Profile Settings: details, picture, phone (by OTP) and password, each saved on its own. */
function ProfileSettings(props: ProfileSettingsProps) {
  return (
    <div className="profile-settings">
      <ProfileImage id={props.id} initialUrl={props.profileUrl} label={accountLabel({ name: props.details.name, phone: props.phone, email: props.details.email })} />
      <ProfileDetails id={props.id} initial={props.details} cities={props.cities} emailFixed={props.signInEmail !== null} />
      <ProfilePhone initialPhone={props.phone} initiallyVerified={props.phoneVerified} />
      <ChangePassword username={props.signInEmail ?? props.phone} />
    </div>
  );
}

export default reactIsland(ProfileSettings);
