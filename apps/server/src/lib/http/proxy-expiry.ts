/**
 * How long nginx in front (deploy/nginx) may keep the catalogue: to the end of the second it was
 * answered in, as `X-Accel-Expires: @<Unix seconds>`. nginx counts a relative time (its
 * `proxy_cache_valid 1s`, or `s-maxage=1`) from the start of that second and keeps the answer until
 * the following one ends, up to two seconds; this keeps it one at most, so a change reaches shoppers
 * through the proxy within about a second. nginx never passes the field on; browsers ignore it.
 */
export const PROXY_EXPIRY = 'x-accel-expires';

let second = -1;
let value = '';

/** The field's value for an answer made now (made once per second). */
export function proxyExpiry(): string {
  const now = Math.floor(Date.now() / 1000);
  if (now !== second) {
    second = now;
    value = `@${now}`;
  }
  return value;
}
