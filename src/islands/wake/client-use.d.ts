// `client:use` on island components (./directive.ts), as Astro's own directives are typed.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate the island when someone first reaches for it. */
    'client:use'?: boolean;
  }
}
