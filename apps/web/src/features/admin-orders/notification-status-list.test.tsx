import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationStatusList } from './notification-status-list';

describe('NotificationStatusList', () => {
  it('shows each channel delivered, retrying with attempts and next try, or failed with the last error', () => {
    render(
      <NotificationStatusList
        notifications={[
          { channel: 'email', status: 'retrying', attempts: 3, lastError: '535 Authentication failed', deliveredAt: null, nextAttemptAt: '2025-01-15T10:31:00Z' },
          { channel: 'webhook', status: 'delivered', attempts: 1, lastError: null, deliveredAt: '2025-01-15T10:30:00Z', nextAttemptAt: null },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Shop notifications' });
    expect(within(section).getByRole('listitem', { name: 'Live notification' })).toHaveTextContent('Shown');
    const email = within(section).getByRole('listitem', { name: 'Email notification' });
    expect(email).toHaveTextContent('Retrying');
    expect(email).toHaveTextContent('3 attempts, next 15 Jan 2025, 4:01 pm');
    expect(email).toHaveTextContent('Last error: 535 Authentication failed');
    expect(within(section).getByRole('listitem', { name: 'Webhook notification' })).toHaveTextContent('DeliveredDelivered 15 Jan 2025, 4:00 pm');
  });

  it('says when a delivery was given up, and when no channel is set up', () => {
    const { rerender } = render(
      <NotificationStatusList
        notifications={[{ channel: 'email', status: 'failed', attempts: 17, lastError: 'connect ECONNREFUSED', deliveredAt: null, nextAttemptAt: null }]}
      />,
    );
    expect(screen.getByRole('listitem', { name: 'Email notification' })).toHaveTextContent('FailedGave up after 17 attempts');
    expect(screen.getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();
    rerender(<NotificationStatusList notifications={[]} />);
    expect(screen.getByText('No email or webhook is set up.')).toBeInTheDocument();
  });
});
