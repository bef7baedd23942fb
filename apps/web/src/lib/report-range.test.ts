import { describe, expect, it } from 'vitest';
import { lastDays, shopToday } from './report-range';

describe('report ranges', () => {
  it("counts days in India, whatever the device's zone", () => {
    const lateEvening = new Date('2026-11-22T19:00:00Z'); // 23 Nov 00:30 in India
    expect(shopToday('Asia/Kolkata', lateEvening)).toBe('2026-11-23');
    expect(lastDays(1, 'Asia/Kolkata', lateEvening)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(lastDays(7, 'Asia/Kolkata', lateEvening)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(30, 'Asia/Kolkata', lateEvening)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    // The same instant is still the 22nd in London.
    expect(lastDays(1, 'Europe/London', lateEvening)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
});
