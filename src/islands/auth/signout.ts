import { logout } from '@/lib/stores/session';
import { providerSession } from './session-source';

/** Sign Out: the provider's tokens, the server cookie and the user go; the page renders signed out. */
export async function signOutAndReload(): Promise<void> {
  await logout(providerSession);
  window.location.reload();
}
