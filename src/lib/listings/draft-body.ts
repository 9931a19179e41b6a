/**
 * The body of POST /api/data/property and PUT /api/data/property/{id}: the draft and what to do with
 * it (keep it as a draft, or submit it for review), with every message of a bad body at once.
 */
import { z } from 'zod';
import { draftIssues, draftShape, normaliseDraft, refineWith, type Draft, type DraftIssue, type DraftMode } from './draft';

export const SAVE_INTENTS = ['draft', 'submit'] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

/**
 * The rules between fields, for a body some of whose fields do not even parse (zod stops before
 * refinements then): the fields that parse are checked, so a 400 lists every message at once.
 */
function issuesBesideShapeErrors(raw: unknown, mode: DraftMode): DraftIssue[] {
  if (typeof raw !== 'object' || raw === null || draftShape.safeParse(raw).success) return [];
  const values: Record<string, unknown> = {};
  const failed = new Set<string>();
  for (const [key, field] of Object.entries(draftShape.shape)) {
    const parsed = field.safeParse((raw as Record<string, unknown>)[key]);
    if (!parsed.success) failed.add(key);
    values[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return draftIssues(values as Draft, mode).filter((issue) => !failed.has(issue.path.split('.')[0]));
}

const intentOf = (raw: unknown): DraftMode =>
  typeof raw === 'object' && raw !== null && (raw as { intent?: unknown }).intent === 'submit' ? 'submit' : 'draft';

const bodyShape = draftShape.extend({ intent: z.enum(SAVE_INTENTS).default('draft') });

export const propertyBodySchema = z
  .preprocess((raw, ctx) => {
    for (const issue of issuesBesideShapeErrors(raw, intentOf(raw))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path.split('.'), message: issue.message });
    }
    return raw;
  }, bodyShape)
  .superRefine(refineWith((body) => ((body as Draft & { intent: SaveIntent }).intent === 'submit' ? 'submit' : 'draft')))
  .transform((body) => ({ intent: body.intent, draft: normaliseDraft(body) }));
export type PropertyBody = z.input<typeof bodyShape>;
