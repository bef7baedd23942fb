import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { importWithReload, lazyWithReload } from './lazy-with-reload';

const reload = vi.fn();

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/orders-page-1a2b.js');

describe('importWithReload', () => {
  it('returns the module and clears the reload flag when the load succeeds', async () => {
    sessionStorage.setItem(STORAGE_KEYS.reloadFlag, 'true');
    await expect(importWithReload(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadFlag)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sets the flag and reloads the page on the first failure', async () => {
    const settled = vi.fn();
    void importWithReload(() => Promise.reject(chunkError())).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadFlag)).toBe('true');
    expect(settled).not.toHaveBeenCalled();
  });

  it('logs and rethrows when the load fails again after the reload', async () => {
    sessionStorage.setItem(STORAGE_KEYS.reloadFlag, 'true');
    const error = chunkError();
    await expect(importWithReload(() => Promise.reject(error))).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadFlag)).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.any(String), error);
    vi.mocked(console.error).mockClear();
  });
});

describe('lazyWithReload', () => {
  const page = () => ({ OrdersPage: ({ day }: { day: string }) => <h1>Orders of {day}</h1> });

  it('shows the fallback while the module loads, then the component with its props', async () => {
    const OrdersPage = lazyWithReload(async () => page(), 'OrdersPage');
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <OrdersPage day="Monday" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Orders of Monday' })).toBeInTheDocument();
  });

  it('draws at once, without the fallback, once preloaded; the module is loaded once', async () => {
    const load = vi.fn(async () => page());
    const OrdersPage = lazyWithReload(load, 'OrdersPage');
    await OrdersPage.preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <OrdersPage day="Tuesday" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Orders of Tuesday' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    await OrdersPage.preload();
    expect(load).toHaveBeenCalledOnce();
  });
});
