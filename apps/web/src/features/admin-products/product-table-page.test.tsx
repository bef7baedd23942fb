import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductTablePage } from './product-table-page';

const summaries = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  name: `Sweet ${i + 1}`,
  price: 100 + i,
  isAvailable: i !== 2,
}));

function renderTable(handlers: ApiHandlers = {}) {
  saveSession({ token: 'tok', email: 'owner@halwai.in' });
  mockApi({ 'GET /api/Items/GetProductDetails': () => json(summaries), ...handlers });
  renderRoute(<ProductTablePage />, { path: '/admin/products' });
  return userEvent.setup({ delay: null });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ProductTablePage', () => {
  it('shows 5 rows per page and searches by name', async () => {
    const user = renderTable();
    await screen.findByRole('rowheader', { name: 'Sweet 1' });
    expect(rowNames()).toEqual(['Sweet 1', 'Sweet 2', 'Sweet 3', 'Sweet 4', 'Sweet 5']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(rowNames()).toEqual(['Sweet 6', 'Sweet 7']);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'sweet 3');
    expect(rowNames()).toEqual(['Sweet 3']);
  });

  it('says what the switch did', async () => {
    const user = renderTable({
      'PUT /api/Items/ToggleProductAvailability/ToggleAvailability/3': () => json({ id: 3, isAvailable: true }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Available: Sweet 3' }));
    expect(await screen.findByText('Product "Sweet 3" has been set to Available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves the switch back and says so when the server refuses', async () => {
    const user = renderTable({
      'PUT /api/Items/ToggleProductAvailability/ToggleAvailability/1': () => problem(500, 'Something went wrong!'),
    });
    const available = await screen.findByRole('switch', { name: 'Available: Sweet 1' });
    await user.click(available);
    expect(await screen.findByText('Failed to update availability for "Sweet 1".')).toBeInTheDocument();
    await waitFor(() => expect(available).toBeChecked());
  });
});
