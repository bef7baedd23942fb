import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  PUBLIC_URL: z.string().url('must be a URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  RATE_LIMIT: bool.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Config = z.infer<typeof envSchema> & { webDistDir: string | null };

export class ConfigError extends Error {}

/**
 * The only reader of process.env. A bad value fails the start with a message naming the variable.
 * `defaultWebDistDir` is where the built web app is unless WEB_DIST_DIR says otherwise.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaultWebDistDir: string | null = null): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: must be set when ADMIN_EMAIL is set');
  }
  return { ...parsed.data, webDistDir: parsed.data.WEB_DIST_DIR ?? defaultWebDistDir };
}

/** Test and embedding defaults: every variable at its default, overridden by `over`. */
export function testConfig(over: Partial<Config> = {}): Config {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', ...over };
}
