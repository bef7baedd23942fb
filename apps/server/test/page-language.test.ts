import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Halwai</title><meta name="description" content="Sweets" /></head><body><div id="root"></div></body></html>';
const WORDS = { en: ['/assets/words-en-Ab1.js'], hi: ['/assets/words-hi-Cd2.js'] };
/** Vite's build manifest with each language's storefront words in a chunk of their own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Zz9.js', isEntry: true },
  '_words-en-Ab1.js': { file: 'assets/words-en-Ab1.js', name: 'words-en' },
  '_words-hi-Cd2.js': { file: 'assets/words-hi-Cd2.js', name: 'words-hi' },
};

describe('the language a page is written in', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'halwai-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await startTestApp('sqlite', { SEED_DEMO: false, webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    const html = res.body;
    return {
      lang: /<html lang="([^"]*)"/.exec(html)?.[1],
      words: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*words[^"]*)"/g)].map((m) => m[1]),
      fonts: [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]*)"/g)].map((m) => m[1]),
      vary: res.headers.vary,
    };
  };

  it('is English, with the English words, when nothing says otherwise', async () => {
    expect(await page('/')).toEqual({ lang: 'en', words: WORDS.en, fonts: [], vary: 'Accept-Language, Cookie' });
  });

  it('brings the Hindi words with a Hindi page, and preloads no font: the device’s own Devanagari font draws it', async () => {
    expect(await page('/?lang=hi')).toEqual({ lang: 'hi', words: WORDS.hi, fonts: [], vary: 'Accept-Language, Cookie' });
  });

  it('follows ?lang=, then the lang cookie, then the browser’s languages in their order of preference', async () => {
    expect(await page('/sweets?lang=hi', { cookie: 'lang=en' })).toMatchObject({ lang: 'hi', words: WORDS.hi });
    expect(await page('/cart', { cookie: 'theme=dark; lang=hi', 'accept-language': 'en' })).toMatchObject({ lang: 'hi', words: WORDS.hi });
    expect(await page('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toMatchObject({ lang: 'hi' });
    expect(await page('/', { 'accept-language': 'mr-IN, en;q=0.5, hi;q=0.8' })).toMatchObject({ lang: 'hi' });
    expect(await page('/', { 'accept-language': 'en-GB,hi;q=0.9' })).toMatchObject({ lang: 'en' });
  });

  it('ignores a language it does not speak, and anything odd in the headers', async () => {
    expect(await page('/?lang=fr', { cookie: 'lang=xx', 'accept-language': ';;q=abc,,ta' })).toMatchObject({
      lang: 'en',
      words: WORDS.en,
    });
    expect(await page('/?lang=%3Cscript%3E')).toMatchObject({ lang: 'en' });
  });
});
