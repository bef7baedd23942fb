import { z } from 'zod';

const channelSchema = z.enum(['email', 'webhook']);

/** One channel's delivery of one notification (an order's, in the order details). */
export const notificationStatusSchema = z.object({
  channel: channelSchema,
  status: z.enum(['pending', 'retrying', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});

export const notificationsHealthSchema = z.object({
  /** Events committed but not yet handed to the channels: stays near 0 while the dispatcher runs. */
  undispatched: z.number().int(),
  channels: z.array(
    z.object({
      channel: channelSchema,
      configured: z.boolean(),
      lastDeliveredAt: z.string().nullable(),
      pending: z.number().int(),
      retrying: z.number().int(),
      failed: z.number().int(),
      lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
    }),
  ),
  live: z.object({ connectedClients: z.number().int() }),
});

/** Malformed values read as absent: a stream is never refused for a bad replay hint. */
export const eventStreamQuerySchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .catch(undefined),
});
