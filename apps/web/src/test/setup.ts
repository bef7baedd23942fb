import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { i18n, startI18n } from '../i18n/i18n';
import { BACK_OFFICE_NAMESPACES, STOREFRONT_NAMESPACES } from '../i18n/namespaces';

// Every page's words are here before a test draws it, as the storefront's are before the app draws.
await startI18n('en');
await i18n.loadNamespaces([...STOREFRONT_NAMESPACES, ...BACK_OFFICE_NAMESPACES]);

// Lazily loaded pages compile on first import; on a busy CI machine that takes longer than the
// default 1 s that findBy* waits.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error (a React warning, an act() warning, a logged failure) fails the test.
// A test that expects one asserts on console.error and then calls mockClear() on it.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // Each test starts with an empty browser database (the counter's kept sales and data).
  globalThis.indexedDB = new IDBFactory();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  // A test that switched to Hindi leaves the next one in English.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    const printed = calls.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    throw new Error(`Unexpected console.error:\n${printed.join('\n')}`);
  }
});

// jsdom has no layout, so no scrolling; the router's scroll restoration calls it on every page.
window.scrollTo = () => undefined;

// jsdom has no media queries: every query is false, as on a narrow screen that allows motion.
window.matchMedia = (query: string) =>
  ({
    media: query,
    matches: false,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
