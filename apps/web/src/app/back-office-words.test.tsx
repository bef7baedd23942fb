import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { BACK_OFFICE_NAMESPACES } from '../i18n/namespaces';
import { BackOfficeWords } from './back-office-words';
import { routes } from './routes';

const underBackOfficeWords = (path: string) =>
  (matchRoutes(routes, path) ?? []).some(({ route }) => isValidElement(route.element) && route.element.type === BackOfficeWords);

describe('BackOfficeWords', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads every back-office namespace, and the product’s words its forms say, in one go', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await BackOfficeWords.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith([...BACK_OFFICE_NAMESPACES, 'messages']);
  });

  it('stands around every back-office screen and its sign-in, and around no storefront page', () => {
    for (const path of ['/login', '/admin/login', '/register', '/logout', '/admin/dashboard', '/admin/orders', '/admin/orders/production', '/admin/drafts', '/admin/settings']) {
      expect(underBackOfficeWords(path), path).toBe(true);
    }
    for (const path of ['/', '/sweets', '/cart', '/my-orders', '/no/such/page']) expect(underBackOfficeWords(path), path).toBe(false);
  });
});
