import { GST_RETURN_MESSAGES, REPORT_MESSAGES } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from './support/test-app.js';

/** Every staff call that takes days or a month: the range reports, the day papers and the GST return. */
const RANGE = ['/api/admin/reports/sales', '/api/admin/orders.csv'];
const DAY = ['/api/admin/reports/production', '/api/admin/reports/run-sheet'];
const MONTH = ['/api/admin/reports/gstr1', '/api/admin/reports/gstr1.csv?section=b2b&'];

const withQuery = (path: string, query: string) => (path.includes('?') ? `${path}${query}` : `${path}?${query}`);

describe.each(ENGINES)('report dates no shop can mean, on %s', (engine) => {
  const t = useTestApp(engine, { SEED_DEMO: false });

  const refusal = async (url: string) => {
    const res = await t.asAdmin({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    return res.json() as { message: string; errors: Record<string, string[]> };
  };

  it('answers 400 in words, never 500, for a date in year 9999 or before 1900, or one no calendar has', async () => {
    for (const path of RANGE) {
      expect((await refusal(withQuery(path, 'from=9999-01-01&to=9999-12-31'))).errors.from).toEqual([REPORT_MESSAGES.years('from')]);
      expect((await refusal(withQuery(path, 'from=2026-12-01&to=9999-12-31'))).errors.to).toEqual([REPORT_MESSAGES.years('to')]);
      expect((await refusal(withQuery(path, 'from=0000-01-01&to=0000-01-02'))).errors.from).toEqual([REPORT_MESSAGES.years('from')]);
      expect((await refusal(withQuery(path, 'from=2026-02-30&to=2026-03-01'))).errors.from).toEqual([REPORT_MESSAGES.date('from')]);
      expect((await refusal(withQuery(path, 'from=%2B275760-09-13&to=2026-01-01'))).errors.from).toEqual([REPORT_MESSAGES.date('from')]);
    }
    for (const path of DAY) {
      for (const date of ['9999-12-31', '0000-01-01', '0001-01-01'])
        expect((await refusal(withQuery(path, `date=${date}`))).errors.date).toEqual([REPORT_MESSAGES.years('date')]);
      expect((await refusal(withQuery(path, 'date=2026-02-30'))).errors.date).toEqual([REPORT_MESSAGES.date('date')]);
    }
    for (const path of MONTH) {
      for (const month of ['9999-12', '0000-01'])
        expect((await refusal(withQuery(path, `month=${month}`))).errors.month).toEqual([REPORT_MESSAGES.years('month')]);
      expect((await refusal(withQuery(path, 'month=2026-13'))).errors.month).toEqual([GST_RETURN_MESSAGES.month]);
    }
  });

  it('still answers for the first and last days it allows', async () => {
    for (const path of RANGE) {
      expect((await t.asAdmin({ url: withQuery(path, 'from=9998-12-31&to=9998-12-31') })).statusCode).toBe(200);
      expect((await t.asAdmin({ url: withQuery(path, 'from=1900-01-01&to=1900-01-31') })).statusCode).toBe(200);
    }
    for (const path of DAY) expect((await t.asAdmin({ url: withQuery(path, 'date=9998-12-31') })).statusCode).toBe(200);
    for (const path of MONTH) expect((await t.asAdmin({ url: withQuery(path, 'month=9998-12') })).statusCode).toBe(200);
  });
});
