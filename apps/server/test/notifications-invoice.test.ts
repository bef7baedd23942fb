import type { Invoice, ShopSettings } from '@halwai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from './support/test-app.js';
import { cartLine, orderBody, orderPlacedEvent, postOrder, seedProduct, type SeededProduct } from './support/shop-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { waitFor } from './support/wait.js';

describe.each(ENGINES)("the shop's order email on %s", (engine) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let kaju: SeededProduct;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(engine, {
      SEED_DEMO: false,
      SHOP_NAME: 'Seeded From Env',
      PUBLIC_URL: 'https://shop.example/',
      SMTP_URL: inbox.url,
      NOTIFY_EMAIL_TO: ['owner@shop.test'],
      NOTIFY_RETRY_BASE_MS: 25,
      NOTIFY_RETRY_MAX_MS: 400,
      NOTIFY_POLL_MS: 50,
    });
    kaju = await seedProduct(t.database.db, 'Kaju Katli', { '1kg': 1150 });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const placeAndReadMail = async () => {
    const res = await postOrder(t.app, orderBody([cartLine(kaju, '1kg', 1)]));
    expect(res.statusCode, res.body).toBe(201);
    const { id, accessKey } = res.json() as { id: number; accessKey: string };
    const eventId = (await orderPlacedEvent(t.database.db, id)).event_id;
    const [mail] = await waitFor(() => inbox.byEvent(eventId).length > 0 && inbox.byEvent(eventId), 5000, 'the order email');
    return { id, accessKey, mail: mail! };
  };

  it('attaches the invoice PDF, named after its number, the same document the customer downloads', async () => {
    const { id, accessKey, mail } = await placeAndReadMail();
    const invoice = (await t.app.inject({ url: `/api/orders/${id}/invoice?key=${accessKey}` })).json() as Invoice;
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.fileName).toBe(`invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf!.content.toString('latin1')).toContain(`Tax invoice ${invoice.number}`);
    // The message itself is still readable as text and HTML beside the attachment.
    expect(mail.text).toContain('1 × Kaju Katli (1kg)');
    expect(mail.html).toContain('Kaju Katli');
  });

  it("names the shop as stored in its settings, not as the environment seeded it, from the next email on", async () => {
    const before = await placeAndReadMail();
    expect(before.mail.from).toBe('Seeded From Env <orders@shop.example>');
    expect(before.mail.text).toContain('at Seeded From Env');

    const settings = (await t.asAdmin({ url: '/api/admin/settings' })).json() as ShopSettings;
    const saved = await t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, name: 'Chandni Chowk Mithai' } });
    expect(saved.statusCode, saved.body).toBe(200);

    const { mail } = await placeAndReadMail();
    expect(mail.from).toBe('Chandni Chowk Mithai <orders@shop.example>');
    expect(mail.text).toContain('at Chandni Chowk Mithai');
    expect(mail.text).not.toContain('Seeded From Env');
    expect(mail.html).not.toContain('Seeded From Env');

    const message = await t.app.inject({ method: 'POST', url: '/get-in-touch', payload: { name: 'Meera', phoneNumber: '', message: 'Open on Sunday?' } });
    expect(message.statusCode).toBe(200);
    const [note] = await waitFor(() => {
      const found = inbox.messages.filter((m) => m.subject === 'Message from Meera (get in touch)');
      return found.length > 0 && found;
    }, 5000, 'the message email');
    expect(note!.from).toBe('Chandni Chowk Mithai <orders@shop.example>');
    expect(note!.text).toContain('Meera wrote to Chandni Chowk Mithai:');
    expect(note!.attachments).toEqual([]);
  });
});
