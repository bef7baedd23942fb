import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types `2025-01-17` into the date field labelled `label`, day first as staff type it. */
export async function typeDate(user: UserEvent, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const field = screen.getByRole('group', { name: label });
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard(`${day}${month}${year}`);
}
