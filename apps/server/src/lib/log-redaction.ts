/** Query parameters that carry a secret: order access keys, stream tickets, bearer tokens, the WhatsApp webhook's verify token, payment signatures. */
const SECRET_PARAMS = /([?&](?:key|accesskey|token|ticket|access_token|hub\.verify_token|razorpay_signature)=)[^&#]*/gi;
/** A 10-digit run, with or without +91/0, is a customer's mobile number wherever it appears in a URL. */
const MOBILE = /(?<!\d)(?:\+?91|0)?[6-9]\d{9}(?!\d)/g;

/** A URL fit for the log: `redactUrl('/get-order/7?key=abc')` is '/get-order/7?key=[redacted]'. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(MOBILE, '[mobile]');
}
