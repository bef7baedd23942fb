import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { RouteErrorPage } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorPage', () => {
  it('explains the failure and reloads on request', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    mockApi({ 'GET /api/shop': () => new Response(null, { status: 503 }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');

    // React and React Router report the caught render error; that is expected here.
    expect(console.error).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });
});
