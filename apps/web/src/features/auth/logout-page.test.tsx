import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getEmail, getToken, saveSession } from '../../lib/session';
import { callsTo, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { LogoutPage } from './logout-page';

const loginRoute = { path: '/admin/login', element: <h1>Login page</h1> };

describe('LogoutPage', () => {
  it('revokes the token on the server, removes email and token and offers Login', async () => {
    saveSession({ token: 'tok-9', email: 'owner@halwai.in' });
    const fetchMock = mockApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    renderRoute(<LogoutPage />, { path: '/logout', extraRoutes: [loginRoute] });
    expect(await screen.findByRole('heading', { name: 'Logged out!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/admin/login');
    expect(getToken()).toBeNull();
    expect(getEmail()).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('counts an already ended session as logged out', async () => {
    saveSession({ token: 'old', email: 'owner@halwai.in' });
    mockApi({ 'POST /api/auth/logout': () => problem(401, 'Please sign in to continue') });
    renderRoute(<LogoutPage />, { path: '/logout', extraRoutes: [loginRoute] });
    expect(await screen.findByRole('heading', { name: 'Logged out!' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be told/)).not.toBeInTheDocument();
  });

  it('goes to the login page when nobody is signed in', async () => {
    mockApi({});
    const { router } = renderRoute(<LogoutPage />, { path: '/logout', extraRoutes: [loginRoute] });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
