import { z } from 'zod';

export const notificationChannelSchema = z.enum(['email', 'webhook']);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

export const deliveryStatusSchema = z.enum(['pending', 'retrying', 'delivered', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** How one channel's delivery of one notification stands (an order's, in the order details). */
export const notificationStatusSchema = z.object({
  channel: notificationChannelSchema,
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When the next attempt is due; null once delivered or given up on. */
  nextAttemptAt: z.string().nullable(),
});
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** One channel's deliveries, for the health banner. */
export const channelHealthSchema = z.object({
  channel: notificationChannelSchema,
  configured: z.boolean(),
  lastDeliveredAt: z.string().nullable(),
  pending: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
});
export type ChannelHealth = z.infer<typeof channelHealthSchema>;

/** `GET /api/admin/notifications/health`. */
export const notificationsHealthSchema = z.object({
  /** Events committed but not yet handed to the channels: stays near 0 while the dispatcher runs. */
  undispatched: z.number().int(),
  channels: z.array(channelHealthSchema),
  live: z.object({ connectedClients: z.number().int() }),
  publicUrlSet: z
    .boolean()
    .describe("Whether PUBLIC_URL is set: without it the links in customers' messages point at localhost, a dead link on their phones"),
});
export type NotificationsHealth = z.infer<typeof notificationsHealthSchema>;
