import { OpenAPIRegistry, OpenApiGeneratorV3, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// The generator reads metadata through a method it adds to zod's prototype, so existing schemas gain it too.
extendZodWithOpenApi(z);
import type { DocumentedRoute } from './endpoint';

const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.record(z.string()),
});

/** The OpenAPI document of every endpoint built with `endpoint()`, from the same zod schemas that validate them. */
export function openApiDocument(routes: DocumentedRoute[], serverUrl: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const { spec } of [...routes].sort((a, b) => a.spec.path.localeCompare(b.spec.path))) {
    const problemResponse = (description: string) => ({
      description,
      content: { 'application/problem+json': { schema: problemSchema } },
    });
    const responses: Record<string, unknown> = {
      200: spec.response
        ? { description: 'Success', content: { 'application/json': { schema: spec.response } } }
        : { description: 'Success' },
      400: problemResponse('The input is not valid; `errors` names each field.'),
    };
    if (spec.access === 'user') responses[401] = problemResponse('Not signed in.');
    for (const [status, why] of Object.entries(spec.errors ?? {})) responses[status] = problemResponse(why);
    registry.registerPath({
      method: spec.method.toLowerCase() as 'get',
      path: spec.path,
      summary: spec.summary,
      tags: spec.tags,
      security: spec.access && spec.access !== 'public' ? [{ bearer: [] }] : undefined,
      request: {
        query: spec.query as z.AnyZodObject | undefined,
        params: spec.params as z.AnyZodObject | undefined,
        body: spec.body
          ? {
              content: {
                'application/json': { schema: spec.body },
                // A page's plain form sends the same fields (`form` in endpoint()).
                ...(spec.form ? { 'application/x-www-form-urlencoded': { schema: spec.body } } : {}),
              },
            }
          : undefined,
      },
      responses: responses as never,
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Basera API',
      version: '1.0.0',
      description: 'The API behind Basera, the property marketplace for Pakistan. Errors use application/problem+json.',
    },
    servers: [{ url: serverUrl }],
  });
}
