import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { say } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { sampleCatalogue } from '../../test/sample-catalogue';
import { PhoneOrderPage } from './phone-order-page';

const ORDERS_SCREEN = { path: '/admin/orders', element: <p>The orders screen</p> };

function renderPage(place: () => Response | Promise<Response> = () => json({ id: 41, channel: 'phone' }, 201)) {
  return renderStaffPage(<PhoneOrderPage />, {
    path: '/admin/orders/new',
    extraRoutes: [ORDERS_SCREEN],
    handlers: { 'GET /api/catalogue': () => json(sampleCatalogue()), 'POST /api/admin/orders': place },
  });
}

afterEach(() => i18n.changeLanguage('en'));

describe('PhoneOrderPage', { timeout: 20_000 }, () => {
  it('finds an item as the storefront does, takes its pack and quantity, the customer and delivery, and places the order once', async () => {
    const { user, fetchMock, router } = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'kaju katly');
    await user.click(await screen.findByRole('button', { name: 'Add 1 kg of Kaju Katli' }));
    const quantity = screen.getByRole('spinbutton', { name: 'How many 1 kg of Kaju Katli' });
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(screen.getByText('Items: ₹800')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meena Gupta');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), '12 MG Road');
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '110005');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Less sugar');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByText('The orders screen');
    expect(router.state.location.search).toBe('?order=41');
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/orders');
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(JSON.parse(String(call!.body))).toEqual({
      lines: [{ productId: 1, variant: '1 kg', quantity: 2 }],
      customerName: 'Meena Gupta',
      customerMobile: '9812345678',
      fulfilment: { type: 'delivery', address: '12 MG Road', pincode: '110005' },
      note: 'Less sugar',
      language: 'en',
    });
  });

  it("puts the server's refusal on the line it names, and sends a retry under the same key", async () => {
    let answers = 0;
    const { user, fetchMock } = renderPage(() =>
      ++answers === 1
        ? problem(409, say('stock.onlyLeft', 'Besan Laddoo', '1 kg', 1), {
            'lines.0': [say('stock.onlyLeft', 'Besan Laddoo', '1 kg', 1)],
          })
        : json({ id: 42, channel: 'phone' }, 201),
    );
    await user.type(await screen.findByRole('searchbox', { name: /Find an item/ }), 'besan');
    await user.click(await screen.findByRole('button', { name: 'Add 1 kg of Besan Laddoo' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const lines = await screen.findByRole('list', { name: "The order's items" });
    expect(await within(lines).findByText(/Only 1 left of Besan Laddoo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('The orders screen');
    const [first, second] = callsTo(fetchMock, 'POST', '/api/admin/orders');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'नया फ़ोन ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर दें' })).toBeDisabled();
  });
});
