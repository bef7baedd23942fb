import { MESSAGES } from '@halwai/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { RegisterPage } from './register-page';
import { LoginPage } from './login-page';

async function register(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const renderRegister = () =>
  renderRoute(<RegisterPage />, { path: '/register', extraRoutes: [{ path: '/login', element: <LoginPage /> }] });

describe('RegisterPage', () => {
  it('goes to the login page with the note that an admin must approve the account', async () => {
    const note = 'Account created. An admin must approve it before you can sign in.';
    mockApi({ 'POST /api/auth/register': () => json({ email: 'new@halwai.in', status: 'pending', message: note }, 201) });
    const { router } = renderRegister();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await register('new@halwai.in', 'long-enough');
    expect(await screen.findByRole('heading', { name: 'Welcome Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('asks for a longer password before calling the server', async () => {
    const fetchMock = mockApi({});
    renderRegister();
    await register('new@halwai.in', 'short');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message on the field and above the button', async () => {
    mockApi({ 'POST /api/auth/register': () => problem(409, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] }) });
    renderRegister();
    await register('taken@halwai.in', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(MESSAGES.emailTaken);
  });

  it('says "Registration failed" when the failure has no words', async () => {
    mockApi({ 'POST /api/auth/register': () => Promise.reject(new Error('')) });
    renderRegister();
    await register('new@halwai.in', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registrationFailed);
  });
});
