// Finds what must never reach the server's log: order access keys, stream tickets and tokens in
// URLs, bearer tokens, payment signatures and gateway credentials, customer mobile numbers. `npm test` runs it on the end-to-end server's log.

const CHECKS = [
  { what: 'a secret in a URL (?key=, ?ticket=, ?token=)', pattern: /[?&](?:key|accesskey|ticket|token|access_token)=(?!\[redacted\])[^&\s"]+/gi },
  { what: 'a bearer token', pattern: /Bearer\s+[A-Za-z0-9._~+/=-]{16,}/g },
  { what: 'a payment signature in a URL (?razorpay_signature=)', pattern: /[?&]razorpay_signature=(?!\[redacted\])[^&\s"]+/gi },
  { what: 'basic auth (a gateway key and secret)', pattern: /Basic\s+[A-Za-z0-9+/=]{16,}/g },
  { what: 'a mobile number', pattern: /(?<![\d.])(?:\+?91|0)?[6-9]\d{9}(?![\d.])/g },
];

/** Each secret found in `log`, with what it is and the log line it stands in (cut short). */
export function findSecrets(log, extra = []) {
  const found = [];
  const lines = log.split('\n');
  for (const line of lines) {
    for (const { what, pattern } of CHECKS) {
      for (const match of line.matchAll(pattern)) found.push({ what, match: match[0], line: line.slice(0, 300) });
    }
    for (const secret of extra) if (secret && line.includes(secret)) found.push({ what: 'a known secret', match: secret, line: line.slice(0, 300) });
  }
  return found;
}
