import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { mockApi } from '../test/mock-api';
import { PageErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

function PageAfterBrokenOne() {
  const [page, setPage] = useState('broken');
  return (
    <>
      <button onClick={() => setPage('fine')}>Next page</button>
      <PageErrorBoundary resetKey={page}>{page === 'broken' ? <Broken /> : <p>A working page</p>}</PageErrorBoundary>
    </>
  );
}

describe('PageErrorBoundary', () => {
  it('explains the failure, reloads on request, and shows the next page again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mockApi({ 'GET /api/shop': () => new Response(null, { status: 503 }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PageAfterBrokenOne />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('A working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();

    // React reports the caught render error, and so does the boundary; that is expected here.
    expect(console.error).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });

  it('explains it in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ 'GET /api/shop': () => new Response(null, { status: 503 }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PageErrorBoundary>
            <Broken />
          </PageErrorBoundary>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेज फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    vi.mocked(console.error).mockClear();
  });
});
