import { MAX_ID } from '@halwai/domain';
import { z } from 'zod';

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
