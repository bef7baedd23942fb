import {
  chatLink,
  formatOrderId,
  formatRupees,
  multiplyPaise,
  rupeesToPaise,
  type AdminOrder,
  type ContactMessage,
  type SalesReport,
} from '@halwai/domain';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContext {
  shopName: string;
  /** Where the shop is served, without a trailing slash; without it the emails carry no back-office links. */
  publicUrl: string | null;
}

/** The shop is in India: times in emails are read there. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
const shopTime = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const formatShopTime = (iso: string) => `${shopTime.format(new Date(iso))} IST`;

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** A customer's text on one line, for a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An HTML page in the inline-styled form mail clients render reliably; `lang` when its words are the customer's language. */
const htmlPage = (title: string, body: string, lang?: string) =>
  `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4">${body}</body></html>`;

const linkHtml = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The link to the order in the back office: `{PUBLIC_URL}/admin/orders?order={id}`. */
const backOfficeOrderLink = (publicUrl: string, orderId: number) => `${publicUrl}/admin/orders?order=${orderId}`;

/** Pickup or delivery in one line: "Delivery to 12 MG Road, 110001 · Preferred date 2026-11-25". */
function fulfilmentLine(order: AdminOrder): string {
  const { type, address, pincode, preferredDate } = order.fulfilment;
  const how = type === 'delivery' ? `Delivery to ${oneLine(address ?? '')}, ${pincode ?? ''}` : 'Pickup at the shop';
  return preferredDate ? `${how} · Preferred date ${preferredDate}` : how;
}

/** The email telling the shop about a new order: who, what, how much, and where to open it. */
export function orderPlacedEmail(order: AdminOrder, context: EmailContext): EmailContent {
  const number = `#${formatOrderId(order.id)}`;
  const total = rupees(order.orderTotal);
  const placed = formatShopTime(order.orderDate);
  const link = context.publicUrl ? backOfficeOrderLink(context.publicUrl, order.id) : null;
  const lines = order.items.map((item) => ({
    ...item,
    unit: rupees(item.price),
    amount: formatRupees(multiplyPaise(rupeesToPaise(item.price), item.quantity)),
  }));

  const fulfilment = fulfilmentLine(order);
  const delivery = order.fulfilment.type === 'delivery' ? rupees(order.fulfilment.deliveryCharge) : null;
  const text = [
    `New order ${number} at ${context.shopName}`,
    '',
    `Customer: ${order.customerName}`,
    `Mobile:   ${order.customerMobile} (WhatsApp ${chatLink(order.customerMobile)})`,
    `Placed:   ${placed}`,
    `How:      ${fulfilment}`,
    '',
    ...lines.map((l) => `  ${l.quantity} × ${l.name} (${l.variant}) @ ${l.unit} = ${l.amount}`),
    ...(delivery ? [`  Delivery charge = ${delivery}`] : []),
    '',
    `Total: ${total} (prices include GST)`,
    ...(link ? ['', 'Open the order in the back office:', link] : []),
    '',
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${l.quantity} ×</td><td style="${cell}">${escapeHtml(l.name)}</td>` +
        `<td style="${cell}">${escapeHtml(l.variant)}</td><td style="${cell};text-align:right">${l.unit}</td>` +
        `<td style="${cell};text-align:right">${l.amount}</td></tr>`,
    )
    .join('');
  const html = htmlPage(
    `New order ${number}`,
    `<h2 style="margin:0 0 12px">New order ${number}</h2>` +
      `<p style="margin:0 0 12px">Customer: <strong>${escapeHtml(order.customerName)}</strong><br>` +
      `Mobile: ${linkHtml(`tel:+91${order.customerMobile}`, order.customerMobile)} · ${linkHtml(chatLink(order.customerMobile), 'WhatsApp')}<br>` +
      `Placed: ${escapeHtml(placed)}<br>` +
      `How: <strong>${escapeHtml(fulfilment)}</strong></p>` +
      `<table style="border-collapse:collapse;margin:0 0 12px">` +
      `<tr><th style="${cell};text-align:left">Qty</th><th style="${cell};text-align:left">Item</th><th style="${cell};text-align:left">Variant</th>` +
      `<th style="${cell};text-align:right">Price</th><th style="${cell};text-align:right">Amount</th></tr>${rows}` +
      (delivery ? `<tr><td colspan="4" style="${cell}">Delivery charge</td><td style="${cell};text-align:right">${delivery}</td></tr>` : '') +
      `<tr><td colspan="4" style="padding:6px 8px;text-align:right"><strong>Total</strong></td>` +
      `<td style="padding:6px 8px;text-align:right"><strong>${total}</strong></td></tr></table>` +
      `<p style="margin:0 0 12px;color:#666">Prices include GST.</p>` +
      (link ? `<p style="margin:0">${linkHtml(link, `Open order ${number} in the back office`)}</p>` : ''),
  );

  return { subject: `New order ${number} from ${oneLine(order.customerName)} — ${total}`, text, html };
}

/** The short email telling the shop someone wrote through the get-in-touch form. */
export function contactReceivedEmail(message: ContactMessage, context: EmailContext): EmailContent {
  const received = formatShopTime(message.createdAt);
  const phone = message.phoneNumber || 'not given';
  const link = context.publicUrl ? `${context.publicUrl}/admin/messages` : null;
  const text = [
    `${message.name} wrote to ${context.shopName}:`,
    '',
    ...message.message.split(/\r?\n/).map((l) => `> ${l}`),
    '',
    `Phone:    ${phone}`,
    `Received: ${received}`,
    ...(link ? ['', 'All messages in the back office:', link] : []),
    '',
  ].join('\n');
  const html = htmlPage(
    `Message from ${message.name}`,
    `<p style="margin:0 0 12px"><strong>${escapeHtml(message.name)}</strong> wrote to ${escapeHtml(context.shopName)}:</p>` +
      `<blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid #ddd;white-space:pre-wrap">${escapeHtml(message.message)}</blockquote>` +
      `<p style="margin:0 0 12px">Phone: ${message.phoneNumber ? linkHtml(`tel:${message.phoneNumber}`, message.phoneNumber) : 'not given'}<br>` +
      `Received: ${escapeHtml(received)}</p>` +
      (link ? `<p style="margin:0">${linkHtml(link, 'All messages in the back office')}</p>` : ''),
  );
  return { subject: `Message from ${oneLine(message.name)} (get in touch)`, text, html };
}

const longDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The end-of-day summary: the day's orders, revenue, cancellations and best sellers. */
export function dailySummaryEmail(
  report: SalesReport & { outlet?: { name: string } },
  context: EmailContext,
): EmailContent {
  const day = longDate.format(new Date(`${report.from}T00:00:00Z`));
  // With several outlets each sends its own: its name follows the shop's.
  const from = report.outlet ? `${context.shopName} · ${report.outlet.name}` : context.shopName;
  const revenue = rupees(report.revenue);
  const link = context.publicUrl ? `${context.publicUrl}/admin/dashboard` : null;
  const figures = [
    `Orders:        ${report.orders}`,
    `Revenue:       ${revenue}`,
    `Average order: ${rupees(report.averageOrderValue)}`,
    `Cancelled:     ${report.cancelled}`,
  ];
  const items = report.topItems.map((i) => `  ${i.quantity} × ${i.name} = ${rupees(i.revenue)}`);
  const text = [
    `${from}: the day's sales, ${day}`,
    '',
    ...figures,
    '',
    ...(items.length > 0 ? ['Top items:', ...items] : ['No items sold today.']),
    ...(link ? ['', 'The dashboard:', link] : []),
    '',
  ].join('\n');
  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const html = htmlPage(
    `Sales for ${day}`,
    `<h2 style="margin:0 0 12px">Sales for ${escapeHtml(day)}${report.outlet ? ` at ${escapeHtml(report.outlet.name)}` : ''}</h2>` +
      `<p style="margin:0 0 12px">Orders: <strong>${report.orders}</strong><br>Revenue: <strong>${revenue}</strong><br>` +
      `Average order: ${rupees(report.averageOrderValue)}<br>Cancelled: ${report.cancelled}</p>` +
      (report.topItems.length > 0
        ? `<table style="border-collapse:collapse;margin:0 0 12px"><tr><th style="${cell};text-align:left">Item</th>` +
          `<th style="${cell};text-align:right">Qty</th><th style="${cell};text-align:right">Revenue</th></tr>` +
          report.topItems
            .map((i) => `<tr><td style="${cell}">${escapeHtml(i.name)}</td><td style="${cell};text-align:right">${i.quantity}</td><td style="${cell};text-align:right">${rupees(i.revenue)}</td></tr>`)
            .join('') +
          `</table>`
        : `<p style="margin:0 0 12px">No items sold today.</p>`) +
      (link ? `<p style="margin:0">${linkHtml(link, 'Open the dashboard')}</p>` : ''),
  );
  return { subject: `${oneLine(from)} — ${day}: ${report.orders} orders, ${revenue}`, text, html };
}

/**
 * The customer's email about a step of their order: the owner's text for the step, and the link to the
 * order page, all in the order's language (the title and link words come translated).
 */
export function customerUpdateEmail(message: {
  shopName: string;
  title: string;
  text: string;
  link: string;
  linkLabel: string;
  language: string;
}): EmailContent {
  const subject = `${message.shopName}: ${message.title}`;
  const paragraphs = message.text.split(/\n+/).map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject: oneLine(subject),
    text: message.link && !message.text.includes(message.link) ? `${message.text}\n\n${message.link}\n` : `${message.text}\n`,
    html: htmlPage(subject, `${paragraphs}${message.link ? `<p>${linkHtml(message.link, message.linkLabel)}</p>` : ''}`, message.language),
  };
}
