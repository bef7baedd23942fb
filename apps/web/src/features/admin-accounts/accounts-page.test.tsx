import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { StaffAccount } from '@halwai/domain';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { AccountsPage } from './accounts-page';

const account = (id: number, email: string, status: StaffAccount['status']): StaffAccount => ({
  id,
  email,
  status,
  createdAt: '2025-01-15T10:30:00Z',
  approvedAt: status === 'approved' ? '2025-01-16T10:30:00Z' : null,
  role: 'owner',
  outlets: null,
});

function renderAccounts(handlers: ApiHandlers) {
  return renderStaffPage(<AccountsPage />, { path: '/admin/register', handlers });
}

describe('AccountsPage', { timeout: 20_000 }, () => {
  it('approves a pending registration, which then shows among the approved accounts', async () => {
    let accounts = [account(1, 'owner@halwai.in', 'approved'), account(2, 'new@halwai.in', 'pending')];
    const { fetchMock, user } = renderAccounts({
      'GET /api/admin/accounts': () => json(accounts),
      'PUT /api/admin/accounts/2/status': () => {
        accounts = [accounts[0]!, account(2, 'new@halwai.in', 'approved')];
        return json(accounts[1]);
      },
    });
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(waiting).getByText('new@halwai.in')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Approved accounts' })).getByText('You')).toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Approve new@halwai.in' }));
    expect(await screen.findByText('new@halwai.in can now sign in')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/accounts/2/status')[0]?.body))).toEqual({
      status: 'approved',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Approved accounts' })).findByText('new@halwai.in'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Waiting for approval' })).toHaveTextContent('No registrations are waiting.');
  });

  it("makes another approved account a cashier, who then sells at the counter only", async () => {
    const { fetchMock, user } = renderAccounts({
      'GET /api/admin/accounts': () => json([account(1, 'owner@halwai.in', 'approved'), account(2, 'till@halwai.in', 'approved')]),
      'PUT /api/admin/accounts/2/role': () => json({ ...account(2, 'till@halwai.in', 'approved'), role: 'cashier' }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'What till@halwai.in may do' }));
    await user.click(await screen.findByRole('option', { name: 'Cashier (counter only)' }));
    expect(await screen.findByText('till@halwai.in is now: Cashier (counter only)')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/accounts/2/role')[0]?.body))).toEqual({ role: 'cashier' });
    // Nobody can change their own role here: the owner stays the owner.
    expect(screen.queryByRole('combobox', { name: 'What owner@halwai.in may do' })).not.toBeInTheDocument();
  });

  it('rejects a registration', async () => {
    const { fetchMock, user } = renderAccounts({
      'GET /api/admin/accounts': () => json([account(2, 'new@halwai.in', 'pending')]),
      'PUT /api/admin/accounts/2/status': () => json(account(2, 'new@halwai.in', 'rejected')),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject new@halwai.in' }));
    expect(await screen.findByText('new@halwai.in was refused access')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/accounts/2/status')[0]?.body))).toEqual({
      status: 'rejected',
    });
  });

  it('creates an approved account, and puts a taken email on the field', async () => {
    let answer = json(account(3, 'cook@halwai.in', 'approved'), 201);
    const { fetchMock, user } = renderAccounts({
      'GET /api/admin/accounts': () => json([]),
      'POST /api/admin/accounts': () => answer,
    });
    const form = await screen.findByRole('form', { name: 'Create an approved account' });
    await user.type(within(form).getByLabelText(/^Email/), 'cook@halwai.in');
    await user.type(within(form).getByLabelText(/^Password/), 'long-enough');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account cook@halwai.in created and approved')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/admin/accounts')[0]?.body))).toEqual({
      email: 'cook@halwai.in',
      password: 'long-enough',
    });
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');

    answer = problem(409, 'An account with this email already exists', { email: ['An account with this email already exists'] });
    await user.type(within(form).getByLabelText(/^Email/), 'cook@halwai.in');
    await user.type(within(form).getByLabelText(/^Password/), 'long-enough');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page: the sections, the buttons, the question and the notice', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderAccounts({
      'GET /api/admin/accounts': () =>
        json([
          account(1, 'owner@halwai.in', 'approved'),
          account(2, 'new@halwai.in', 'pending'),
          account(3, 'cook@halwai.in', 'approved'),
        ]),
      'PUT /api/admin/accounts/3/status': () => json(account(3, 'cook@halwai.in', 'rejected')),
    });
    const waiting = await screen.findByRole('region', { name: 'मंज़ूरी का इंतज़ार' });
    expect(screen.getByRole('heading', { level: 1, name: 'स्टाफ़ खाते' })).toBeInTheDocument();
    expect(document.title).toMatch(/^स्टाफ़ खाते · /);
    expect(within(waiting).getByRole('button', { name: 'new@halwai.in को मंज़ूर करें' })).toHaveTextContent('मंज़ूर करें');
    expect(within(waiting).getByRole('button', { name: 'new@halwai.in को नामंज़ूर करें' })).toHaveTextContent('नामंज़ूर करें');
    expect(waiting).toHaveTextContent('रजिस्टर हुआ');
    const approved = screen.getByRole('region', { name: 'मंज़ूर खाते' });
    expect(within(approved).getByText('आप')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'मंज़ूर खाता बनाएँ' })).toHaveTextContent('कम से कम 8 अक्षर');
    expect(document.body).not.toHaveTextContent(
      /Staff|Logged in as|Waiting|Approve|Reject|Registered|Remove access|You|Create|Email|Password|At least/,
    );

    await user.click(within(approved).getByRole('button', { name: 'cook@halwai.in की पहुँच हटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'पहुँच हटाएँ?' });
    expect(dialog).toHaveTextContent('cook@halwai.in साइन आउट हो जाएँगे');
    await user.click(within(dialog).getByRole('button', { name: 'हाँ' }));
    expect(await screen.findByText('cook@halwai.in को पहुँच नहीं दी गई')).toBeInTheDocument();
  });
});
