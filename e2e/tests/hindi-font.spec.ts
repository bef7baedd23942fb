import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

/**
 * Hindi is drawn with the device's own Devanagari font, as every phone and desktop OS ships one; the web
 * font is downloaded only where the device has none, and English pages never ask for either.
 */

const WEB_FONT = /noto-sans-devanagari/i;

function deviceHasDevanagari(): boolean {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function inLanguage(context: BrowserContext, baseURL: string, language: 'en' | 'hi'): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

function webFontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (WEB_FONT.test(r.url())) fonts.push(r.url());
  });
  return fonts;
}

/** The state of each face the page declared for "Noto Sans Devanagari". */
const devanagariFaces = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Devanagari')
      .map((f) => f.status),
  );

test.describe('the Devanagari font', () => {
  test('a Hindi page draws with the device’s own Devanagari font and downloads none', async ({ page, context, baseURL }) => {
    test.skip(!deviceHasDevanagari(), 'this machine has no Devanagari font of its own (Debian: fonts-noto-core)');
    await inLanguage(context, baseURL!, 'hi');
    const fonts = webFontRequests(page);
    for (const path of ['/', '/sweets']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await devanagariFaces(page)).toEqual(['loaded']);
    }
    expect(fonts).toEqual([]);
  });

  test('a device with no Devanagari font downloads the web font and draws Hindi with it', async ({ baseURL }) => {
    // The machine's fonts less every one that writes Hindi: a device with no Devanagari font of its own.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-no-devanagari-'));
    const conf = path.join(dir, 'fonts.conf');
    fs.writeFileSync(
      conf,
      `<?xml version="1.0"?>
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${dir}</cachedir>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>hi</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`,
    );
    const browser = await chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
      env: { ...process.env, FONTCONFIG_FILE: conf },
    });
    try {
      const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', serviceWorkers: 'block' });
      await inLanguage(context, baseURL!, 'hi');
      const page = await context.newPage();
      const fonts = webFontRequests(page);
      await page.goto('/');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(fonts.length, 'the web font was downloaded').toBeGreaterThan(0);
      expect(await devanagariFaces(page)).toEqual(['loaded']);
      expect(await page.evaluate(() => document.fonts.check('400 1em "Noto Sans Devanagari"', 'क'))).toBe(true);
    } finally {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('English pages never load it', async ({ page, context, baseURL }) => {
    await inLanguage(context, baseURL!, 'en');
    const fonts = webFontRequests(page);
    for (const path of ['/', '/sweets', '/cart', '/my-orders']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await devanagariFaces(page)).toEqual([]);
    }
    expect(fonts).toEqual([]);
  });
});
