import { parseId } from '@halwai/domain';
import { z } from 'zod';

/** An id in a path; text that cannot be an id reads as an unknown one (404), not as a bad request. */
export const idParamsSchema = z.object({ id: z.string().max(100).transform(parseId) });
