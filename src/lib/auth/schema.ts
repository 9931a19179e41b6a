import { z } from 'zod';
import { SIGN_IN_ROLES } from '../accounts/roles';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(SIGN_IN_ROLES),
  groups: z.array(z.string()),
});
