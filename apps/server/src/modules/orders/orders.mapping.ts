import {
  isLanguage,
  isOrderChannel,
  paise,
  paiseToRupees,
  type AdminOrder,
  type AdminPayment,
  type Fulfilment,
  type FulfilmentType,
  type Language,
  type OrderChannel,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderStep,
  type OrderView,
  type Payment,
  type PaymentMethod,
  type Refund,
  readPaymentFlag,
  readBoxChoices,
} from '@halwai/domain';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';

/** Rows ↔ JSON for orders, in one place: paise become rupees and snake_case becomes camelCase here only. */

const rupees = (amount: number) => paiseToRupees(paise(Number(amount)));

/** The order's history as stored (JSON, oldest first). */
export const historyOf = (order: Pick<OrderRow, 'status_history'>): OrderHistoryEntry[] => JSON.parse(order.status_history) as OrderHistoryEntry[];

/** The customer's history: who moved the order is for staff only. */
const customerHistory = (order: OrderRow): OrderHistoryEntry[] => historyOf(order).map(({ by: _staff, ...entry }) => entry);

/** Pickup or delivery as the order carries it; fields that were not given are left out. */
export const toFulfilment = (order: OrderRow): Fulfilment => ({
  type: order.fulfilment as FulfilmentType,
  ...(order.delivery_address !== null && { address: order.delivery_address }),
  ...(order.delivery_pincode !== null && { pincode: order.delivery_pincode }),
  ...(order.preferred_date !== null && { preferredDate: order.preferred_date }),
  ...(order.slot !== null && { slot: order.slot }),
  deliveryCharge: rupees(order.delivery_charge_paise),
});

type PaymentColumns = Pick<
  OrderRow,
  'paid' | 'payment_method' | 'payment_reference' | 'paid_at' | 'paid_by' | 'payment_flag' | 'refund_status' | 'refund_id' | 'refund_error'
>;

/** How the order stands on payment, as the customer, the invoice and staff read it. */
export const toPayment = (order: PaymentColumns): Payment => ({
  paid: Number(order.paid) === 1,
  method: (order.payment_method as PaymentMethod | null) ?? null,
  reference: order.payment_reference,
  paidAt: order.paid_at,
  by: order.paid_by,
  refund: order.refund_status
    ? { status: order.refund_status as Refund['status'], id: order.refund_id, error: order.refund_error }
    : null,
});

/** Staff also see a note on a gateway payment that needs a look. */
export const toAdminPayment = (order: PaymentColumns): AdminPayment => ({ ...toPayment(order), ...readPaymentFlag(order.payment_flag) });

/** The language the order was placed in; a value the column should never hold reads as English. */
export const orderLanguage = (order: Pick<OrderRow, 'language'>): Language => (isLanguage(order.language) ? order.language : 'en');

/** Where the order was placed; a value the column should never hold reads as the storefront, as every order before the counter. */
export const orderChannel = (order: Pick<OrderRow, 'channel'>): OrderChannel => (isOrderChannel(order.channel) ? order.channel : 'web');

/** A line's Hindi name as sold, when its product had one: absent otherwise. */
const lineHindiName = (line: OrderLineRow) => (line.name_hi !== null ? { nameHi: line.name_hi } : {});

/** A gift box line's contents as sold; absent on an ordinary line. */
const lineChoices = (line: Pick<OrderLineRow, 'choices'>) => {
  const choices = readBoxChoices(line.choices);
  return choices ? { choices } : {};
};

/** The offer code, its discount and the gift message, as every order shape carries them. */
const offerAndGift = (order: OrderRow) => ({
  offerCode: order.offer_code,
  discount: rupees(order.discount_paise),
  giftMessage: order.gift_message,
  language: orderLanguage(order),
});

export const toOrderView = (order: OrderRow, lines: readonly OrderLineRow[], onlinePayments = false): OrderView => ({
  id: order.id,
  customerName: order.customer_name,
  customerMobile: order.customer_mobile,
  orderDate: order.created_at,
  orderStatus: order.status as OrderStatus,
  status: order.step as OrderStep,
  history: customerHistory(order),
  fulfilment: toFulfilment(order),
  ...offerAndGift(order),
  products: lines.map((l) => ({
    productId: l.product_id,
    name: l.name,
    ...lineHindiName(l),
    quantity: l.quantity,
    variant: l.variant,
    price: rupees(l.price_paise),
    ...lineChoices(l),
  })),
  itemsTotal: rupees(order.total_paise),
  paid: Number(order.paid) === 1,
  payment: toPayment(order),
  payOnline: onlinePayments && Number(order.paid) !== 1 && order.status === 0, // open: any step before completed or cancelled
});

export const toAdminOrder = (order: OrderRow, lines: readonly OrderLineRow[]): AdminOrder => ({
  id: order.id,
  customerName: order.customer_name,
  customerMobile: order.customer_mobile,
  orderDate: order.created_at,
  orderStatus: order.status as OrderStatus,
  status: order.step as OrderStep,
  history: historyOf(order),
  fulfilment: toFulfilment(order),
  ...offerAndGift(order),
  items: lines.map((l) => ({
    id: l.product_id,
    name: l.name,
    ...lineHindiName(l),
    variant: l.variant,
    quantity: l.quantity,
    price: rupees(l.price_paise),
    ...(Number(l.discount_paise) > 0 && { discount: rupees(Number(l.discount_paise)) }),
    ...lineChoices(l),
  })),
  orderTotal: rupees(order.total_paise),
  paid: Number(order.paid) === 1,
  ...(order.customer_email !== null && { customerEmail: order.customer_email }),
  payment: toAdminPayment(order),
  channel: orderChannel(order),
  placedBy: order.placed_by,
  outletId: Number(order.outlet_id),
});

/** Groups lines (already in position order) under their orders, keeping the orders' order. */
export function toAdminOrders(orders: readonly OrderRow[], lines: readonly OrderLineRow[]): AdminOrder[] {
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id);
    if (list) list.push(line);
    else byOrder.set(line.order_id, [line]);
  }
  return orders.map((o) => toAdminOrder(o, byOrder.get(o.id) ?? []));
}
