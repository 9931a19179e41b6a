/** The person behind a request, as the server knows them from a verified identity token. */
export interface SessionUser {
  /** The identity provider's subject id. */
  id: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  role: 'webUser' | 'agent' | 'mobileUser';
  groups: string[];
}
