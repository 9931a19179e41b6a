/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The person signed in, set by the middleware from the auth cookie; null when signed out. */
    user: import('./lib/accounts/types').SessionUser | null;
    /** Id of the request, for logs. */
    requestId: string;
  }
}

declare module 'astro:assets' {
  /** The client build's folder, as built (Astro writes it into the module; its types leave it out). */
  export const outDir: URL;
}
