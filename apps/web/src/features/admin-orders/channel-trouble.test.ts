import { describe, expect, it } from 'vitest';
import { isChannelInTrouble } from './channel-trouble';

const email = {
  channel: 'email' as const,
  configured: true,
  lastDeliveredAt: '2025-01-15T10:00:00.000Z',
  pending: 0,
  retrying: 0,
  failed: 0,
  lastError: null,
};
const error = { message: '535 Authentication failed', at: '2025-01-15T10:05:00.000Z' };

describe('isChannelInTrouble', () => {
  it('is calm when deliveries get through, or a retry already fixed a blip', () => {
    expect(isChannelInTrouble(email)).toBe(false);
    expect(isChannelInTrouble({ ...email, retrying: 1, lastError: error, lastDeliveredAt: '2025-01-15T10:06:00.000Z' })).toBe(false);
    expect(isChannelInTrouble({ ...email, configured: false, failed: 3 })).toBe(false);
  });

  it('warns when deliveries failed for good, or keep retrying with nothing delivered since the error', () => {
    expect(isChannelInTrouble({ ...email, failed: 1, lastError: error })).toBe(true);
    expect(isChannelInTrouble({ ...email, retrying: 2, lastError: error })).toBe(true);
    expect(isChannelInTrouble({ ...email, retrying: 1, lastError: error, lastDeliveredAt: null })).toBe(true);
  });
});
