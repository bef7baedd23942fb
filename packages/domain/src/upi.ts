import { paiseToRupees, type Paise } from './money.js';

/**
 * The UPI deep link a QR code or a phone's UPI app opens, with the amount and the order filled in:
 * `upiPayLink({ vpa: 'shop@okaxis', payee: 'Halwai', amount: paise(125050), orderId: 7 })` is
 * "upi://pay?pa=shop@okaxis&pn=Halwai&am=1250.50&cu=INR&tn=Order%207". A counter bill, paid before it
 * is an order, leaves the order out (no `tn`).
 */
export function upiPayLink({ vpa, payee, amount, orderId }: { vpa: string; payee: string; amount: Paise; orderId?: number }): string {
  // encodeURIComponent, not URLSearchParams: some UPI apps show a '+' for a space literally.
  const param = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');
  return `upi://pay?pa=${param(vpa)}&pn=${param(payee)}&am=${paiseToRupees(amount).toFixed(2)}&cu=INR${orderId === undefined ? '' : `&tn=${param(`Order ${orderId}`)}`}`;
}
