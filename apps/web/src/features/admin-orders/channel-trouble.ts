import type { NotificationsHealth } from '@halwai/domain';

type ChannelHealth = NotificationsHealth['channels'][number];

/**
 * A channel is in trouble when deliveries failed for good, or are retrying and nothing has got
 * through since the last error (a wrong SMTP password, a dead webhook) — not after one blip that a
 * retry already fixed.
 */
export function isChannelInTrouble(channel: ChannelHealth): boolean {
  if (!channel.configured) return false;
  if (channel.failed > 0) return true;
  if (channel.retrying === 0 || !channel.lastError) return false;
  return !channel.lastDeliveredAt || channel.lastDeliveredAt < channel.lastError.at;
}
