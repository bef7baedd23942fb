import { MESSAGES } from '@halwai/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { RegisterPage } from './register-page';
import { LoginPage } from './login-page';

async function register(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** The shop has an admin: accounts wait for approval and no setup code is asked for. */
const HAS_ADMIN = { 'GET /api/auth/register': () => json({ setupCodeRequired: false }) };
const NO_ADMIN = { 'GET /api/auth/register': () => json({ setupCodeRequired: true }) };

const renderRegister = () =>
  renderRoute(<RegisterPage />, { path: '/register', extraRoutes: [{ path: '/login', element: <LoginPage /> }] });

describe('RegisterPage', () => {
  it('goes to the login page with the note that an admin must approve the account', async () => {
    const note = 'Account created. An admin must approve it before you can sign in.';
    mockApi({ ...HAS_ADMIN, 'POST /api/auth/register': () => json({ email: 'new@halwai.in', status: 'pending', message: note }, 201) });
    const { router } = renderRegister();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await register('new@halwai.in', 'long-enough');
    expect(await screen.findByRole('heading', { name: 'Welcome Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('asks for a longer password before calling the server', async () => {
    const fetchMock = mockApi(HAS_ADMIN);
    renderRegister();
    await register('new@halwai.in', 'short');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('shows the server message on the field and above the button', async () => {
    mockApi({ ...HAS_ADMIN, 'POST /api/auth/register': () => problem(409, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] }) });
    renderRegister();
    await register('taken@halwai.in', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(MESSAGES.emailTaken);
  });

  it('says "Registration failed" when the failure has no words', async () => {
    mockApi({ ...HAS_ADMIN, 'POST /api/auth/register': () => Promise.reject(new Error('')) });
    renderRegister();
    await register('new@halwai.in', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registrationFailed);
  });

  it('asks for no setup code when the shop has an admin', async () => {
    const fetchMock = mockApi({ ...HAS_ADMIN, 'POST /api/auth/register': () => json({ email: 'a@halwai.in', status: 'pending', message: 'ok' }, 201) });
    renderRegister();
    await register('a@halwai.in', 'long-enough');
    await screen.findByRole('heading', { name: 'Welcome Admin' });
    expect(screen.queryByLabelText(/^Setup code/)).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/auth/register')[0]!.body))).toEqual({ email: 'a@halwai.in', password: 'long-enough' });
  });

  it('asks for the setup code while the shop has no admin, sends it with the account, and signs the new admin in', async () => {
    const fetchMock = mockApi({
      ...NO_ADMIN,
      'POST /api/auth/register': () => json({ email: 'owner@halwai.in', status: 'approved', message: 'Account created' }, 201),
      'POST /api/auth/login': () => json({ token: 'staff-token', email: 'owner@halwai.in' }),
    });
    const { router } = renderRoute(<RegisterPage />, {
      path: '/register',
      extraRoutes: [{ path: '/admin/dashboard', element: <h1>Dashboard</h1> }],
    });
    const field = await screen.findByLabelText(/^Setup code/);
    expect(screen.getByText(/This shop has no admin yet/)).toBeInTheDocument();
    await register('owner@halwai.in', 'long-enough');
    expect(await screen.findByText(MESSAGES.setupCodeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);

    const user = userEvent.setup({ delay: null });
    await user.type(field, 'K7PM-3QXH');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('token')).toBe('staff-token');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/auth/register')[0]!.body))).toEqual({
      email: 'owner@halwai.in',
      password: 'long-enough',
      setupCode: 'K7PM-3QXH',
    });
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/auth/login')[0]!.body))).toEqual({
      email: 'owner@halwai.in',
      password: 'long-enough',
    });
  });

  it("shows the server's word on a wrong setup code under the field", async () => {
    mockApi({ ...NO_ADMIN, 'POST /api/auth/register': () => problem(403, MESSAGES.setupCodeWrong, { setupCode: [MESSAGES.setupCodeWrong] }) });
    renderRegister();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Setup code/), 'WRONG-CODE');
    await register('owner@halwai.in', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.setupCodeWrong);
    expect(screen.getByLabelText(/^Setup code/)).toHaveAccessibleDescription(MESSAGES.setupCodeWrong);
  });
});
