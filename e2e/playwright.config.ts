import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// Chosen once in the runner; workers inherit the environment, so they see the same server.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-e2e-'));
// The server's whole log, kept so `npm test` can check that it holds no secret.
process.env.E2E_SERVER_LOG ??= path.join(process.env.E2E_DATA_DIR, 'server.log');
process.env.E2E_WHATSAPP_PORT ??= String(await freePort());
process.env.E2E_RAZORPAY_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const razorpayPort = Number(process.env.E2E_RAZORPAY_PORT);
/** The fake Razorpay's keys (apps/server/test/support/fake-razorpay.ts); the server is pointed at it. */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_e2e',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
};
export const E2E_ADMIN = { email: 'e2e-owner@halwai.test', password: 'e2e-owner-secret' };
/** The shop's WhatsApp settings; no step has a template until a test registers one, so nothing is sent before. */
export const E2E_WHATSAPP = { phoneNumberId: '1098765432', token: 'e2e-whatsapp-token', appSecret: 'e2e-whatsapp-app-secret' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Dialogs and menus appear at once, so checks never measure a fade half-way.
    reducedMotion: 'reduce',
    // The storefront's offline worker would answer requests that tests route; its own spec allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The WhatsApp Cloud API the shop's customer messages go to (fixtures/fake-whatsapp.mjs).
      command: 'node fixtures/fake-whatsapp.mjs',
      url: `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Online payment: a fake Razorpay on loopback that the server speaks to instead of the real one.
      command: 'node ../apps/server/test/support/fake-razorpay-server.mjs',
      url: `http://127.0.0.1:${razorpayPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_RAZORPAY_PORT: String(razorpayPort),
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
      },
    },
    {
      command: `node ../apps/server/dist/server.js >> '${process.env.E2E_SERVER_LOG}' 2>&1`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'info',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
        WHATSAPP_API_URL: `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: E2E_WHATSAPP.phoneNumberId,
        WHATSAPP_TOKEN: E2E_WHATSAPP.token,
        WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
        RAZORPAY_API_URL: `http://127.0.0.1:${razorpayPort}/v1`,
      },
    },
  ],
});
