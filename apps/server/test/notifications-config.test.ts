import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { configuredChannels, readNotificationSettings } from '../src/modules/notifications/notification-settings.js';

const failure = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('expected the configuration to be refused');
};

describe('notification settings', () => {
  it('switches no channel on by default', () => {
    const settings = readNotificationSettings(loadConfig({}));
    expect(configuredChannels(settings)).toEqual([]);
    expect(settings.retry).toEqual({ baseMs: 1000, maxMs: 300_000 });
    expect(settings.pollMs).toBe(1000);
  });

  it('switches email on with SMTP_URL and NOTIFY_EMAIL_TO, sending from orders@ the public host by default', () => {
    const settings = readNotificationSettings(
      loadConfig({
        SMTP_URL: 'smtp://user:pa%40ss@mail.example.com:587',
        NOTIFY_EMAIL_TO: 'owner@example.com, kitchen@example.com',
        PUBLIC_URL: 'https://shop.example.com/',
        SHOP_NAME: 'Ghasitaram Halwai',
      }),
    );
    expect(configuredChannels(settings)).toEqual(['email']);
    expect(settings.email).toEqual({
      smtpUrl: 'smtp://user:pa%40ss@mail.example.com:587',
      to: ['owner@example.com', 'kitchen@example.com'],
      from: { address: 'orders@shop.example.com' }, // named at each send after the shop's stored name
    });
    expect(settings.publicUrl).toBe('https://shop.example.com');
  });

  it('takes NOTIFY_EMAIL_FROM as given, and switches the webhook on with its URL and secret', () => {
    const settings = readNotificationSettings(
      loadConfig({
        SMTP_URL: 'smtps://mail.example.com',
        NOTIFY_EMAIL_TO: 'owner@example.com',
        NOTIFY_EMAIL_FROM: 'Halwai Orders <orders@example.com>',
        NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/halwai',
        NOTIFY_WEBHOOK_SECRET: 'a-long-shared-secret',
      }),
    );
    expect(configuredChannels(settings)).toEqual(['email', 'webhook']);
    expect(settings.email?.from).toBe('Halwai Orders <orders@example.com>');
    expect(settings.webhook).toEqual({ url: 'https://hooks.example.com/halwai', secret: 'a-long-shared-secret' });
  });

  it('treats empty variables as unset', () => {
    expect(
      configuredChannels(readNotificationSettings(loadConfig({ SMTP_URL: '', NOTIFY_EMAIL_TO: '', NOTIFY_WEBHOOK_URL: '' }))),
    ).toEqual([]);
  });

  it('refuses bad values with a message naming the variable', () => {
    const cases: [NodeJS.ProcessEnv, string][] = [
      [{ SMTP_URL: 'mail.example.com:587', NOTIFY_EMAIL_TO: 'a@example.com' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
      [
        { SMTP_URL: 'https://mail.example.com', NOTIFY_EMAIL_TO: 'a@example.com' },
        'SMTP_URL: must be an smtp:// or smtps:// URL',
      ],
      [
        { SMTP_URL: 'smtp://mail.example.com', NOTIFY_EMAIL_TO: 'owner, a@example.com' },
        'NOTIFY_EMAIL_TO: must be email addresses separated by commas; not one: owner',
      ],
      [{ SMTP_URL: 'smtp://mail.example.com' }, 'NOTIFY_EMAIL_TO: must be set when SMTP_URL is set'],
      [{ NOTIFY_EMAIL_TO: 'a@example.com' }, 'SMTP_URL: must be set when NOTIFY_EMAIL_TO is set'],
      [{ NOTIFY_EMAIL_FROM: 'orders' }, 'NOTIFY_EMAIL_FROM: must be an address'],
      [{ NOTIFY_WEBHOOK_URL: 'ftp://hooks.example.com' }, 'NOTIFY_WEBHOOK_URL: must be an http:// or https:// URL'],
      [{ NOTIFY_WEBHOOK_URL: 'https://hooks.example.com' }, 'NOTIFY_WEBHOOK_SECRET: must be set when NOTIFY_WEBHOOK_URL is set'],
      [
        { NOTIFY_WEBHOOK_URL: 'https://hooks.example.com', NOTIFY_WEBHOOK_SECRET: 'short' },
        'NOTIFY_WEBHOOK_SECRET: must be at least 16 characters',
      ],
      [{ NOTIFY_RETRY_BASE_MS: 'soon' }, 'NOTIFY_RETRY_BASE_MS: must be a number of milliseconds'],
      [
        { NOTIFY_RETRY_BASE_MS: '5000', NOTIFY_RETRY_MAX_MS: '1000' },
        'NOTIFY_RETRY_MAX_MS: must not be less than NOTIFY_RETRY_BASE_MS',
      ],
      [{ NOTIFY_POLL_MS: '5' }, 'NOTIFY_POLL_MS: must be at least 10'],
    ];
    for (const [env, message] of cases) expect(failure(env), JSON.stringify(env)).toContain(message);
  });

  it('never repeats the SMTP password in its message', () => {
    expect(failure({ SMTP_URL: 'smtp//user:hunter2@mail', NOTIFY_EMAIL_TO: 'a@example.com' })).not.toContain('hunter2');
  });
});
