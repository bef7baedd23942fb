import { z } from 'zod';
import { DEFAULT_SHOP_TIME_ZONE } from '@halwai/domain';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional setting: unset and empty mean the same, not configured. */
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const emailAddress = z.email();

/** A comma-separated list of email addresses. */
const emailList = z.string().transform((value, ctx) => {
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => !emailAddress.safeParse(a).success);
  if (addresses.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be email addresses separated by commas${bad.length ? `; not one: ${bad.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return addresses;
});

const smtpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587' },
);

/**
 * Whose `X-Forwarded-For` to believe: nobody by default (the socket's address is the client's), `loopback`
 * (a proxy on this machine), a hop count, or addresses/CIDRs of the proxies, comma-separated.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    const named = ['loopback', 'linklocal', 'uniquelocal'];
    const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
    const bad = entries.filter((e) => !named.includes(e) && !address.test(e));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be loopback, a hop count, or addresses/CIDRs separated by commas; not one: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries.length === 1 ? entries[0]! : entries;
  });

const milliseconds = z.coerce.number({ error: 'must be a number of milliseconds' }).int('must be a whole number of milliseconds');

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email('must be an email address').optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional().or(z.literal('').transform(() => undefined)),
  SEED_DEMO: bool.default(true),
  SHOP_NAME: z.string().min(1).default('Halwai Sweets & Snacks'),
  SHOP_PHONE: z.string().regex(/^\d{10}$/, 'must be 10 digits').default('9876543210'),
  SHOP_ADDRESS: z.string().min(1).default('12 Chandni Chowk, Old Delhi, Delhi 110006'),
  // Days of reports and of the end-of-day summary are counted in this zone (an IANA name).
  SHOP_TIMEZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be a time zone name, e.g. Asia/Kolkata')
    .default(DEFAULT_SHOP_TIME_ZONE),
  PUBLIC_URL: z.string().url('must be a URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  RATE_LIMIT: bool.default(true),
  TRUST_PROXY: trustProxy.default(false),
  // Shared rate-limit counters across instances (plugins/shared-rate-limits.ts); else PostgreSQL, or in-process.
  REDIS_URL: optionalSetting(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379' })),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Memory for product pictures and their sized variants (modules/media), in MiB; least recently used go first.
  MEDIA_CACHE_MB: z.coerce.number({ error: 'must be a number of MiB' }).min(0).max(4096).default(64),
  // Orders being placed at once on this instance (web and phone); one more is answered 503 with Retry-After at once.
  ORDERS_IN_FLIGHT_MAX: z.coerce.number({ error: 'must be a number of orders' }).int('must be a whole number').min(1, 'must be at least 1').default(24),
  // Operations (README "Operations"): who may scrape GET /metrics, and how logs look.
  METRICS_TOKEN: optionalSetting(z.string().min(16, 'must be at least 16 characters')),
  LOG_FORMAT: optionalSetting(z.enum(['pretty', 'json'], { error: 'must be pretty or json' })),
  // Notifications of orders and messages to the shop (modules/notifications, README "Notifications").
  SMTP_URL: optionalSetting(smtpUrl),
  NOTIFY_EMAIL_TO: optionalSetting(emailList),
  NOTIFY_EMAIL_FROM: optionalSetting(
    z
      .string()
      .regex(
        /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address, e.g. orders@example.com or "Shop <orders@example.com>"',
      ),
  ),
  NOTIFY_WEBHOOK_URL: optionalSetting(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  NOTIFY_WEBHOOK_SECRET: optionalSetting(z.string().min(16, 'must be at least 16 characters')),
  NOTIFY_RETRY_BASE_MS: milliseconds.min(1, 'must be at least 1').default(1000),
  NOTIFY_RETRY_MAX_MS: milliseconds.min(1, 'must be at least 1').default(5 * 60_000),
  NOTIFY_POLL_MS: milliseconds.min(10, 'must be at least 10').max(60_000, 'must be at most 60000').default(1000),
  // Messages to customers at the steps of their orders (modules/customer-messages, README "Customer messages").
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optionalSetting(z.string().regex(/^\d{1,30}$/, 'must be the phone number id Meta shows (digits)')),
  WHATSAPP_TOKEN: optionalSetting(z.string().min(1)),
  WHATSAPP_APP_SECRET: optionalSetting(z.string().min(1)),
  WHATSAPP_VERIFY_TOKEN: optionalSetting(z.string().min(1)),
  MSG91_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://control.msg91.com/api/v5'),
  MSG91_AUTH_KEY: optionalSetting(z.string().min(1)),
  // Customers' sign-in codes (modules/customers, README "Customer sign-in"): an authentication template on WhatsApp, else MSG91's SendOTP.
  WHATSAPP_CODE_TEMPLATE: z.string().trim().regex(/^[a-z0-9_]{1,512}$/, 'must be the name of an approved WhatsApp template (lower case letters, digits and _)').default('sign_in_code'),
  WHATSAPP_CODE_LANGUAGE: z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a WhatsApp language code, e.g. en or en_US').default('en'),
  MSG91_CODE_TEMPLATE_ID: optionalSetting(z.string().trim().min(1)),
  MSG91_CODE_TEMPLATE_ID_HI: optionalSetting(z.string().trim().min(1)),
  // How often each instance looks for cart reminders that fell due (modules/cart-reminders); one that fell
  // due on this instance is sent on time without it.
  CART_REMINDER_POLL_MS: milliseconds.min(10, 'must be at least 10').max(600_000, 'must be at most 600000').default(10_000),
  MESSAGE_TIMEOUT_MS: milliseconds.min(100, 'must be at least 100').max(120_000, 'must be at most 120000').default(30_000),
  // Online payment through Razorpay Payment Links (modules/payments, README "Online payment"): off until all three are set.
  RAZORPAY_KEY_ID: optionalSetting(z.string().trim().min(1)),
  RAZORPAY_KEY_SECRET: optionalSetting(z.string().min(1)),
  RAZORPAY_WEBHOOK_SECRET: optionalSetting(z.string().min(1)),
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.razorpay.com/v1'),
});

/** Settings that only make sense together. */
function checkNotificationSettings(env: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && !env.NOTIFY_EMAIL_TO)
    problems.push('NOTIFY_EMAIL_TO: must be set when SMTP_URL is set (who gets the emails)');
  if (env.NOTIFY_EMAIL_TO && !env.SMTP_URL)
    problems.push('SMTP_URL: must be set when NOTIFY_EMAIL_TO is set (how the emails are sent)');
  if (env.NOTIFY_WEBHOOK_URL && !env.NOTIFY_WEBHOOK_SECRET)
    problems.push('NOTIFY_WEBHOOK_SECRET: must be set when NOTIFY_WEBHOOK_URL is set (it signs each call)');
  if (Boolean(env.WHATSAPP_PHONE_NUMBER_ID) !== Boolean(env.WHATSAPP_TOKEN))
    problems.push('WHATSAPP_TOKEN: WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN are set together (which number sends, and the key to send with)');
  if (env.MSG91_CODE_TEMPLATE_ID && !env.MSG91_AUTH_KEY)
    problems.push('MSG91_AUTH_KEY: must be set when MSG91_CODE_TEMPLATE_ID is set (the key to send the codes with)');
  const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  if (razorpay.some(Boolean) && !razorpay.every(Boolean))
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: set all three to take online payments, or none');
  if (env.NOTIFY_RETRY_MAX_MS < env.NOTIFY_RETRY_BASE_MS)
    problems.push('NOTIFY_RETRY_MAX_MS: must not be less than NOTIFY_RETRY_BASE_MS');
  return problems;
}

export type Config = Omit<z.infer<typeof envSchema>, 'LOG_FORMAT'> & { webDistDir: string | null; LOG_FORMAT: 'pretty' | 'json' };

export class ConfigError extends Error {}

/**
 * The only reader of process.env. A bad value fails the start with a message naming the variable.
 * `defaultWebDistDir` is where the built web app is unless WEB_DIST_DIR says otherwise; logs are pretty
 * on a terminal and JSON lines otherwise, unless LOG_FORMAT says.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaultWebDistDir: string | null = null,
  stdoutIsTerminal: boolean = process.stdout.isTTY === true,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: must be set when ADMIN_EMAIL is set');
  }
  const notificationProblems = checkNotificationSettings(parsed.data);
  if (notificationProblems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${notificationProblems.map((p) => `  ${p}`).join('\n')}`);
  const LOG_FORMAT = parsed.data.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json');
  return { ...parsed.data, webDistDir: parsed.data.WEB_DIST_DIR ?? defaultWebDistDir, LOG_FORMAT };
}

/** Test and embedding defaults: every variable at its default, overridden by `over`. */
export function testConfig(over: Partial<Config> = {}): Config {
  return { ...loadConfig({}, null, false), LOG_LEVEL: 'silent', ...over };
}
