/** The saved-search endpoints' bodies (JSON, or the plain forms of the results page and the saved-searches page). */
import { z } from 'zod';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const savePathSchema = z.object({ path: z.string({ required_error: 'path is required' }).min(1, 'path is required').max(2000, 'path is too long') });
export const deleteIdSchema = z.object({ id: z.coerce.number({ invalid_type_error: 'id is a saved search id' }).int('id is a saved search id').positive('id is a saved search id').max(MAX_ROW_ID, NO_SUCH_ROW) });
