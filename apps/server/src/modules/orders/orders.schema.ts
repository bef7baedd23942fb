import { MAX_ID } from '@halwai/domain';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX } from '../idempotency/idempotency.service.js';

/** Other headers pass through untouched: a headers schema replaces `request.headers` with its output. */
export const placeOrderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .optional(),
});

/** A staff form is sent again on a slow line: a phone order must carry its key, so a retry is not a second order. */
export const phoneOrderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key is required' })
    .min(1, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`),
});

/** The public order page's path as typed: a non-numeric id is a missing order (404), not a bad request. */
export const orderLookupParamsSchema = z.object({ id: z.string() });

/** A malformed key reads like a wrong one. */
export const orderLookupQuerySchema = z.object({ key: z.string().optional().catch(undefined) });

export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
