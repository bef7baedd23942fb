import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CounterShift, ShiftClose } from '@halwai/domain';
import { callsTo, json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { CloseShiftDialog } from './close-shift-dialog';

const shift: CounterShift = {
  id: 7,
  openedBy: 'till@halwai.in',
  openedAt: '2026-12-05T04:30:00.000Z',
  float: 1000,
  closedAt: null,
  expected: null,
  counted: null,
  difference: null,
  countedNotes: null,
  report: null,
  outletId: 1,
  // ₹1000 float + ₹420 cash − ₹20 refunded − ₹45.50 paid out
  drawer: { bills: 3, cashTaken: 420, cashRefunded: 20, paidOut: 45.5, expected: 1354.5 },
  paidOuts: [],
};

const report = {
  bills: 3,
  firstInvoice: 'C/2026-27/0001',
  lastInvoice: 'C/2026-27/0003',
  total: 900,
  byMethod: { cash: 420, upi: 480, card: 0 },
  byGstRate: [],
  discounts: 0,
  refunds: { count: 1, amount: 20 },
  voids: { count: 0, amount: 0 },
  paidOuts: { count: 1, amount: 45.5 },
};

describe('CloseShiftDialog', () => {
  it('counts the drawer note by note, shows expected, counted and the difference as it is typed, and closes with the count', async () => {
    const closed: ShiftClose = {
      expected: 1354.5,
      counted: 1340,
      difference: -14.5,
      report,
      shift: { ...shift, closedAt: '2026-12-05T12:00:00.000Z', expected: 1354.5, counted: 1340, difference: -14.5, report },
    };
    const { user, fetchMock } = renderStaffPage(<CloseShiftDialog shift={shift} onClose={() => undefined} />, {
      path: '/counter',
      handlers: { 'POST /api/counter/shifts/7/close': () => json(closed) },
    });
    expect(screen.getByTestId('count-expected')).toHaveTextContent('₹1,354.5');
    expect(screen.getByTestId('count-difference')).toHaveTextContent('Short ₹1,354.5');

    await user.type(screen.getByRole('textbox', { name: 'How many ₹500' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'How many ₹200' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'How many ₹100' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'How many ₹20' }), '2');
    expect(screen.getByTestId('count-counted')).toHaveTextContent('₹1,340');
    expect(screen.getByTestId('count-difference')).toHaveTextContent('Short ₹14.5');
    await user.type(screen.getByRole('textbox', { name: 'How many ₹10' }), '2');
    expect(screen.getByTestId('count-difference')).toHaveTextContent('Over ₹5.5');
    await user.clear(screen.getByRole('textbox', { name: 'How many ₹10' }));

    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    const result = await screen.findByTestId('close-result');
    expect(within(result).getByTestId('count-difference')).toHaveTextContent('Short ₹14.5');
    expect(result).toHaveTextContent('3 bills in the shift');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/counter/shifts/7/close')[0]!.body))).toEqual({
      counted: { '500': 2, '200': 1, '100': 1, '20': 2 },
    });
    expect(screen.getByRole('link', { name: 'Z report' })).toHaveAttribute('href', '/counter/shifts/7/report?width=80');
  });
});
