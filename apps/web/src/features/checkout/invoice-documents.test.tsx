import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@halwai/domain';
import { InvoiceA4, InvoiceReceipt } from './invoice-documents';

const invoice = (language: Invoice['language']): Invoice => ({
  number: 'HW/2026-27/0007',
  date: '2026-11-28T10:00:00.000Z',
  seller: { name: 'Halwai', address: 'Chandni Chowk, Delhi', gstin: '', fssai: '', phone: '9876543210' },
  buyer: { name: 'Asha', mobile: '9876500000', gstin: '07AAPFU0939F1Z5', businessName: 'Asha Traders', state: '07-Delhi' },
  placeOfSupply: '07-Delhi',
  lines: [
    { name: 'Kaju Katli', nameHi: 'काजू कतली', variant: '500 g', hsn: '2106', quantity: 1, gstRate: 5, rate: 600, taxable: 571.43, cgst: 14.29, sgst: 14.28, igst: 0, amount: 600 },
    { name: 'Cake Rusk', variant: '300 g packet', hsn: '1905', quantity: 1, gstRate: 5, rate: 110, taxable: 104.76, cgst: 2.62, sgst: 2.62, igst: 0, amount: 110 },
  ],
  totals: { taxable: 676.19, cgst: 16.91, sgst: 16.9, igst: 0, amount: 710 },
  amountInWords: 'Rupees Seven Hundred Ten Only',
  status: 'Pending',
  paid: false,
  payment: { paid: false, method: null, reference: null, paidAt: null, by: null, refund: null },
  ...(language && { language }),
});

const draw = (node: React.ReactNode) => render(<Suspense fallback={null}>{node}</Suspense>);

describe('the invoice in its order’s language', () => {
  it('prints an English order as before', async () => {
    draw(<InvoiceA4 invoice={invoice('en')} />);
    expect(await screen.findByRole('heading', { name: 'TAX INVOICE' })).toBeInTheDocument();
    expect(screen.getAllByText('Kaju Katli (500 g)').length).toBeGreaterThan(0);
    expect(screen.getByText(/Place of supply: 07-Delhi/)).toBeInTheDocument();
    expect(screen.getByText('Prices include GST. This is a computer-generated invoice and needs no signature.')).toBeInTheDocument();
  });

  it('prints an order placed in Hindi in Hindi, its title in both languages, on an English page too', async () => {
    const { container } = draw(<InvoiceA4 invoice={invoice('hi')} />);
    expect(await screen.findByRole('heading', { name: 'टैक्स इनवॉइस (TAX INVOICE)' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="a4"]')).toHaveAttribute('lang', 'hi');
    expect(screen.getAllByText('काजू कतली (500 g)').length).toBeGreaterThan(0);
    // No Hindi name: the English one; the pack's unit word in Hindi.
    expect(screen.getAllByText('Cake Rusk (300 g पैकेट)').length).toBeGreaterThan(0);
    // The state in Hindi, its GST code as the portal reads it.
    expect(screen.getAllByText(/07-दिल्ली/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/07-Delhi/)).not.toBeInTheDocument();
    expect(screen.getByText('ख़रीदार')).toBeInTheDocument();
    expect(screen.getByText('अभी भुगतान नहीं हुआ')).toBeInTheDocument();
  });

  it('prints the receipt of a Hindi order in Hindi', async () => {
    draw(<InvoiceReceipt invoice={invoice('hi')} />);
    expect(await screen.findByText('काजू कतली (500 g)')).toBeInTheDocument();
    expect(screen.getByText('दामों में GST शामिल है। धन्यवाद!')).toBeInTheDocument();
  });
});
