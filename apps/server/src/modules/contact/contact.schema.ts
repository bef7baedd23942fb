import { MAX_ID } from '@halwai/domain';
import { z } from 'zod';

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
