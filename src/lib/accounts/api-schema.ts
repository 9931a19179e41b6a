import { z } from 'zod';
import { newPasswordSchema } from './rules';

export const attributeListSchema = z.object({
  attributes: z
    .array(z.object({ Name: z.string().min(1).max(64), Value: z.string().max(2048) }))
    .min(1)
    .max(20),
});

export const accountSchema = z.object({ id: z.string(), attributes: z.record(z.string()), groups: z.array(z.string()) });

export const lookUpQuerySchema = z
  .object({ phone_number: z.string().trim().min(1).optional(), email: z.string().trim().min(1).optional() })
  .refine((q) => !!q.phone_number !== !!q.email, { message: 'Give exactly one of phone_number or email', path: ['phone_number'] });

export const passwordResetSchema = z.object({
  userName: z.string().trim().min(1),
  password: newPasswordSchema,
  resetGrant: z.string().min(1).max(200).optional(),
});

export const accountIdParams = z.object({ id: z.string().min(1).max(128) });
