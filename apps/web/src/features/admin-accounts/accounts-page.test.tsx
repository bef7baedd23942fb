import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
