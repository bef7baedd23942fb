import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_PAID, say, type CounterSale, type CounterSaleRequest } from '@halwai/domain';
import { callsTo, json, problem } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import type { QueuedSale } from './offline/queued-sale';
import { SaleDoneDialog } from './sale-done-dialog';

const sale = {
  id: 41,
  customerName: '',
  customerMobile: '9812345670',
  orderDate: '2026-12-05T10:30:00Z',
  orderStatus: 1,
  status: 'completed',
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  channel: 'counter',
  items: [{ id: 3, name: 'Aloo Bhujia', variant: '400 g', quantity: 2, price: 110 }],
  orderTotal: 220,
  paid: true,
  payment: { ...NOT_PAID, paid: true, method: 'cash', flag: null },
  payments: [{ method: 'cash', amount: 220 }],
  invoiceNumber: 'C/2026-27/000041',
  change: 0,
  accessKey: 'k',
} as unknown as CounterSale;

/** The sale as the device keeps it: sent (the server's answer with it) unless `sent` is null. */
const kept = (sent: CounterSale | null): QueuedSale => ({
  key: 'sale-key-1',
  madeAt: 0,
  request: { lines: [], payments: [] } as unknown as CounterSaleRequest,
  bill: sale,
  state: sent ? 'sent' : 'waiting',
  ...(sent ? { sale: sent } : {}),
});

const renderDone = (shown: CounterSale | null, handlers = {}) =>
  renderStaffPage(<SaleDoneDialog sale={kept(shown)} onNewSale={() => undefined} />, {
    path: '/counter',
    at: '/counter',
    handlers,
  });

describe('SaleDoneDialog', () => {
  it('without a printer of its own, Print opens the receipt page on the remembered roll, which opens the print dialog', () => {
    renderDone(sale);
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/counter/receipt/41?width=80&print=1');
  });

  it('sends the bill to the mobile it was sold with, and says where it went', async () => {
    const { user, fetchMock } = renderDone(sale, { 'POST /api/counter/sales/41/send': () => json({ channel: 'whatsapp' }, 202) });
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The bill is on its way to 9812345670 on WhatsApp');
    expect(callsTo(fetchMock, 'POST', '/api/counter/sales/41/send').map((c) => JSON.parse(String(c.body)))).toEqual([
      { mobile: '9812345670' },
    ]);
  });

  it('shows the refusal when bills are not set up to be sent', async () => {
    const { user } = renderDone(sale, { 'POST /api/counter/sales/41/send': () => problem(409, say('counter.sendOff')) });
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Bills are not sent/);
  });

  it('offers no WhatsApp for a bill sold without a mobile', () => {
    renderDone({ ...sale, customerMobile: '' });
    expect(screen.queryByRole('button', { name: 'Send on WhatsApp' })).toBeNull();
  });

  it('a provisional bill prints its kept receipt and offers no WhatsApp until the server has it', () => {
    renderDone(null);
    expect(screen.getByTestId('sale-provisional')).toHaveTextContent('Provisional bill');
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute(
      'href',
      '/counter/receipt/sale-key-1?width=80&print=1',
    );
    expect(screen.queryByRole('button', { name: 'Send on WhatsApp' })).toBeNull();
  });
});
