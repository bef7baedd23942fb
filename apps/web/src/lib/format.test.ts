import { describe, expect, it } from 'vitest';
import { paise } from '@halwai/domain';
import { i18n } from '../i18n/i18n';
import { formatCalendarDay, formatDate, formatDateTime, formatMobile, formatOrderId, formatRupeeAmount, formatRupees, formatWholeRupees, telLink } from './format';

describe('format', () => {
  it('shows dates and times in Indian time', () => {
    expect(formatDateTime('2025-01-15T10:30:00Z')).toBe('15 Jan 2025, 4:00 pm');
    expect(formatDate('2025-01-15T20:00:00Z')).toBe('16 Jan 2025');
  });

  it('shows calendar days without moving them across time zones', () => {
    expect(formatCalendarDay('2026-11-25')).toBe('Wed, 25 Nov');
    expect(formatCalendarDay('2026-11-25', { weekday: 'long' })).toBe('Wednesday, 25 Nov');
    expect(formatCalendarDay('2026-11-25', { year: true })).toBe('Wed, 25 Nov, 2026');
  });

  it('writes dates in the shop\'s language', async () => {
    await i18n.changeLanguage('hi');
    expect(formatDate('2025-01-15T20:00:00Z')).toBe('16 जन॰ 2025');
    // Hindi says the part of the day, as every Hindi time in the shop does, never "pm".
    expect(formatDateTime('2025-01-15T10:30:00Z')).toBe('15 जन॰ 2025, शाम 4:00');
    expect(formatDateTime('2025-01-15T02:30:00Z')).toBe('15 जन॰ 2025, सुबह 8:00');
    expect(formatCalendarDay('2026-11-25')).toBe('बुध, 25 नव॰');
  });

  it('formats money with Indian grouping and pads order ids', () => {
    expect(formatRupees(paise(12345600))).toBe('₹1,23,456');
    expect(formatRupeeAmount(1234.5)).toBe('₹1,234.5');
    expect(formatOrderId(7)).toBe('0007');
  });

  it('rounds figures to whole rupees for the dashboard', () => {
    expect(formatWholeRupees(1234.5)).toBe('₹1,235');
    expect(formatWholeRupees(123456.49)).toBe('₹1,23,456');
    expect(formatWholeRupees(0)).toBe('₹0');
  });

  it('shows Indian mobile numbers with the country code', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatMobile('011 2345 6789')).toBe('011 2345 6789');
    expect(telLink('9876543210')).toBe('tel:+919876543210');
  });
});
