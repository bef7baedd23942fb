import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session';
import { callsTo, mockApi } from '../../../test/mock-api';
import { downloadOrdersCsv } from './download-orders-csv';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('downloadOrdersCsv', () => {
  it('asks for the English sheet on an English page and the Hindi one on a Hindi page', async () => {
    // jsdom has no object URLs and no downloads: the file is handed to a link that is clicked.
    class TestURL extends URL {
      static override createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', TestURL);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveSession({ token: 'tok', email: 'owner@halwai.in' });
    const fetchMock = mockApi({
      'GET /api/admin/orders.csv': () => new Response('\uFEFFid\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const range = { from: '2026-11-01', to: '2026-11-30' };
    await downloadOrdersCsv(range);
    await i18n.changeLanguage('hi');
    await downloadOrdersCsv(range);
    const [english, hindi] = callsTo(fetchMock, 'GET', '/api/admin/orders.csv').map((call) => call.url.searchParams);
    expect(english!.get('from')).toBe('2026-11-01');
    expect(english!.has('lang')).toBe(false);
    expect(hindi!.get('lang')).toBe('hi');
    expect(hindi!.get('to')).toBe('2026-11-30');
  });
});
