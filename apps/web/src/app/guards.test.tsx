import { MESSAGES } from '@halwai/domain';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { RequireAuth } from './guards';

function LoginProbe() {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? (state.from as { pathname: string }).pathname : '';
  return <h1>Login (from {from})</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/admin/orders', element: <h1>Orders</h1> },
          { path: '/counter', element: <h1>Counter</h1> },
        ],
      },
      { path: '/admin/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  it('sends a visitor without a token to /admin/login, remembering the page', async () => {
    const router = renderAt('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Login (from /admin/orders)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('sends a cashier from the back office to the counter, which is theirs', async () => {
    saveSession({ token: 'tok', email: 'till@halwai.in', role: 'cashier' });
    const router = renderAt('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Counter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/counter');
    clearSession();
  });

  it('renders the page when a token is stored', async () => {
    saveSession({ token: 'tok', email: 'staff@halwai.in' });
    renderAt('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });
});

describe('RequireAuth when the session ends', () => {
  it('says so on the login page when the token disappears on a guarded page', async () => {
    saveSession({ token: 'tok', email: 'staff@halwai.in' });
    const router = createMemoryRouter(
      [
        { element: <RequireAuth />, children: [{ path: '/admin/orders', element: <h1>Orders</h1> }] },
        { path: '/admin/login', element: <MessageProbe /> },
      ],
      { initialEntries: ['/admin/orders'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByRole('heading', { name: MESSAGES.sessionExpired })).toBeInTheDocument();
  });
});

function MessageProbe() {
  const state: unknown = useLocation().state;
  return <h1>{typeof state === 'object' && state !== null && 'message' in state ? String(state.message) : 'no message'}</h1>;
}
