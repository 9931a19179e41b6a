import { slugify } from './reference-slug';

interface Schema { type?: string; items?: Schema; enum?: unknown[]; $ref?: string; anyOf?: Schema[] }
interface Parameter { name: string; in: string; required?: boolean; schema?: Schema }
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
}
interface Document { paths?: Record<string, Record<string, Operation>> }

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  return schema.type ?? 'object';
}

/** The OpenAPI document regrouped by tag into what the reference page shows. */
export function referenceSections(openapi: { paths?: object }) {
  const document = openapi as Document;
  const byTag = new Map<string, ReturnType<typeof toOperation>[]>();
  function toOperation(path: string, method: string, op: Operation) {
    const body = op.requestBody?.content['application/json']?.schema;
    return {
      method,
      path,
      summary: op.summary ?? '',
      secured: (op.security?.length ?? 0) > 0,
      parameters: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: !!p.required, type: typeOf(p.schema) })),
      body: body ? JSON.stringify(body, null, 2) : null,
      responses: Object.entries(op.responses).map(([status, r]) => ({ status, description: r.description })),
    };
  }
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), toOperation(path, method, op)]);
    }
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({ tag, id: slugify(tag), operations }));
}
