/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The person signed in, set by the middleware from the auth cookie; null when signed out. */
    user: import('./lib/accounts/types').SessionUser | null;
    /** Id of the request, for logs. */
    requestId: string;
  }
}
