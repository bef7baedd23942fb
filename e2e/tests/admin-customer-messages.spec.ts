import { createHmac } from 'node:crypto';
import type { ShopSettings } from '@halwai/domain';
import { expect, test, unique } from '../fixtures/admin';
import { E2E_WHATSAPP } from '../playwright.config';

const orderNumber = (id: number) => `Order #${String(id).padStart(4, '0')}`;
const fakeWhatsApp = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

type Accepted = { id: string; body: { template: { components: { parameters: { text: string }[] }[] } } };

test('staff see what the customer was told on WhatsApp, and send a failed message again', async ({
  staffPage: page,
  staff,
  request,
}) => {
  const headers = { Authorization: `Bearer ${staff.token}` };
  /** The id the fake WhatsApp gave the message about this order (its first parameter is the order number), once it has one. */
  const acceptedFor = async (orderId: number) => {
    const accepted = (await (await request.get(`${fakeWhatsApp}/sent`)).json()) as Accepted[];
    return accepted.find((m) => m.body.template.components[0]?.parameters[0]?.text === String(orderId).padStart(4, '0'))?.id ?? null;
  };
  const stored = (await (await request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
  const withTemplate = structuredClone(stored);
  withTemplate.customerMessages!.steps.cancelled.whatsappTemplate = 'order_cancelled';
  expect((await request.put('/api/admin/settings', { headers, data: withTemplate })).ok()).toBe(true);
  try {
    const order = await staff.placeOrder(unique('Nisha Kapoor'));
    expect((await request.put(`/api/admin/orders/${order.id}/status`, { headers, data: { status: 2 } })).ok()).toBe(true);
    await expect.poll(() => acceptedFor(order.id)).not.toBeNull();
    const sent = (await acceptedFor(order.id))!;
    // The shop has recorded WhatsApp's answer (sent) before the receipt comes, as it would in life:
    // a receipt read first would be overwritten by that answer.
    await expect
      .poll(async () => {
        const details = (await (await request.get(`/api/admin/orders/${order.id}`, { headers })).json()) as { messages: { channel: string; state: string }[] };
        return details.messages.find((m) => m.channel === 'whatsapp')?.state;
      })
      .toBe('sent');

    // WhatsApp reports it could not deliver it.
    const receipt = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id: sent, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }] },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP.appSecret).update(receipt).digest('hex')}`;
    const posted = await request.post('/api/webhooks/whatsapp', {
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      data: receipt,
    });
    expect(posted.status()).toBe(200);

    await page.goto('/admin/orders');
    await page
      .getByRole('article', { name: orderNumber(order.id) })
      .getByRole('button', { name: 'View Details' })
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(orderNumber(order.id)) });
    const message = dialog
      .getByRole('region', { name: 'Customer messages' })
      .getByRole('listitem', { name: 'WhatsApp message: Cancelled' });
    await expect(message).toContainText('Failed');
    await expect(message).toContainText('WhatsApp (131026): Message undeliverable');
    // The words the customer's WhatsApp was sent, kept as sent.
    await expect(message.getByLabel('Text sent')).toHaveText(new RegExp(`^Sorry, your order #${String(order.id).padStart(4, '0')} at .+ was cancelled: -\\. http.+/order/${order.id}\\?key=`));
    await message.getByRole('button', { name: 'Send the WhatsApp message again' }).click();
    await expect(message).toContainText('Sent');
    await expect(message.getByRole('button')).toHaveCount(0);
  } finally {
    expect((await request.put('/api/admin/settings', { headers, data: stored })).ok()).toBe(true);
  }
});
