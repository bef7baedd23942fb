import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi, problem } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render-route';
import { OrderRating } from './order-rating';

function renderRating(handlers: Parameters<typeof mockApi>[0], sent?: Parameters<typeof OrderRating>[0]['sent']) {
  const fetchMock = mockApi(handlers);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <OrderRating orderId={42} accessKey="secret key" sent={sent} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('OrderRating', () => {
  it("sends the stars and the comment to the shop with the order's key, and thanks the customer", async () => {
    const { fetchMock, user } = renderRating({
      'POST /api/orders/42/rating': () => json({ stars: 5, comment: 'Lovely', ratedAt: '2026-11-28T10:00:00Z' }),
    });
    // Chosen as the keyboard does: under jsdom, user-event's pointer sequence makes MUI's Rating clear the star again.
    fireEvent.click(screen.getByRole('radio', { name: /^5 stars/ }));
    expect(screen.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
    await user.type(screen.getByLabelText('Anything to tell the shop? (optional)'), '  Lovely ');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! The shop has your rating.');
    const [call] = callsTo(fetchMock, 'POST', '/api/orders/42/rating');
    expect(call!.url.searchParams.get('key')).toBe('secret key');
    expect(JSON.parse(String(call!.body))).toEqual({ stars: 5, comment: 'Lovely' });
    expect(screen.getByRole('button', { name: 'Update rating' })).toBeInTheDocument();
  });

  it('starts from the rating already sent, and shows the refusal in the server’s words', async () => {
    const { user } = renderRating(
      { 'POST /api/orders/42/rating': () => problem(409, 'A cancelled order cannot be rated') },
      { stars: 2, ratedAt: '2026-11-28T10:00:00Z' },
    );
    expect(screen.getByRole('radio', { name: /^2 stars/ })).toBeChecked();
    expect(screen.getByText('You rated this order 2 of 5. Send again to change it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A cancelled order cannot be rated');
  });
});
