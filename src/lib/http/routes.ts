import type { DocumentedRoute } from './endpoint';

// Every endpoint module under src/pages/api; those built with endpoint() carry their spec.
const modules = import.meta.glob<Record<string, unknown>>('../../pages/api/**/*.ts', { eager: true });

export function collectRoutes(): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const mod of Object.values(modules)) {
    for (const exported of Object.values(mod)) {
      if (typeof exported === 'function' && 'spec' in exported) routes.push(exported as DocumentedRoute);
    }
  }
  return routes;
}
