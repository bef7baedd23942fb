import { MESSAGES } from '@halwai/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { getEmail, getToken } from '../../lib/session';
import { callsTo, json, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { LoginPage } from './login-page';

const dashboard = { path: '/admin/dashboard', element: <h1>Dashboard</h1> };

function renderLogin(state?: unknown) {
  return renderRoute(<LoginPage />, {
    path: '/admin/login',
    state,
    extraRoutes: [dashboard, { path: '/admin/orders', element: <h1>Orders</h1> }],
  });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('is titled Welcome Admin and links to registration', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('says which fields are missing or malformed without calling the server', async () => {
    const fetchMock = mockApi({});
    renderLogin();
    await fillIn('', '');
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-address');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and email and goes to the dashboard', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/login': () => json({ token: 'tok-1', email: 'owner@halwai.in' }) });
    const { router } = renderLogin();
    await fillIn('owner@halwai.in', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(getToken()).toBe('tok-1');
    expect(getEmail()).toBe('owner@halwai.in');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/auth/login')[0]?.body))).toEqual({
      email: 'owner@halwai.in',
      password: 'secret-123',
    });
  });

  it('returns to the staff page that asked for the sign-in', async () => {
    mockApi({ 'POST /api/auth/login': () => json({ token: 'tok-1', email: 'owner@halwai.in' }) });
    const { router } = renderLogin({ from: { pathname: '/admin/orders', search: '' } });
    await fillIn('owner@halwai.in', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it('shows the server message, and tells an account awaiting approval so', async () => {
    let answer = problem(401, MESSAGES.invalidCredentials);
    mockApi({ 'POST /api/auth/login': () => answer });
    renderLogin();
    const user = await fillIn('owner@halwai.in', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(getToken()).toBeNull();

    answer = problem(403, MESSAGES.accountPending);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.accountPending);
  });

  it('says a network failure in words, and "Login failed" when there are none', async () => {
    let failure: Error = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(failure)),
    );
    renderLogin();
    const user = await fillIn('owner@halwai.in', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be reached. Check the internet connection and try again.');

    failure = new Error('');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('shows why it was sent here', () => {
    mockApi({});
    renderLogin({ message: MESSAGES.sessionExpired });
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page: the card, the fields, their errors and why it was sent here', async () => {
    await i18n.changeLanguage('hi');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin({ message: MESSAGES.sessionExpired });
    expect(screen.getByRole('heading', { level: 1, name: 'स्वागत है, एडमिन' })).toBeInTheDocument();
    expect(document.title).toMatch(/^स्टाफ़ लॉग इन · /);
    expect(screen.getByText('आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^ईमेल/), 'owner@halwai.in');
    await user.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('दुकान से संपर्क नहीं हो सका। इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।');
    expect(document.body).not.toHaveTextContent(/Welcome|Sign in|Email|Password|Login|New here|Create an account|session/);
  });
});
