import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { DateField } from './date-field';

/** A form's date as it holds it, shown beside the field. */
function Holder({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Holiday" value={value} onChange={setValue} />
      <output aria-label="held">{value}</output>
    </>
  );
}

const held = () => screen.getByRole('status', { name: 'held' });

describe('DateField', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the date the Indian way and holds it as YYYY-MM-DD', async () => {
    render(<Holder initial="2026-11-08" />);
    const group = screen.getByRole('group', { name: 'Holiday' });
    expect(within(group).getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('08');
    expect(within(group).getByRole('spinbutton', { name: 'Month' })).toHaveTextContent('11');
    expect(within(group).getByRole('spinbutton', { name: 'Year' })).toHaveTextContent('2026');
    expect(held()).toHaveTextContent('2026-11-08');
  });

  it('takes a date typed day first, and only a whole one', async () => {
    const user = userEvent.setup();
    render(<Holder />);
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('0512');
    // Half typed: nothing is held yet.
    expect(held()).toHaveTextContent('');
    // Nor is a year on its way to 2026 (2, 20, 202).
    for (const digit of '202') {
      await user.keyboard(digit);
      expect(held()).toHaveTextContent('');
    }
    await user.keyboard('6');
    expect(held()).toHaveTextContent('2026-12-05');
  });

  it('chooses a day from the calendar', async () => {
    const user = userEvent.setup();
    render(<Holder initial="2026-11-08" />);
    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '14' }));
    // Without a fine pointer (a phone; jsdom too) the calendar is a dialog that asks for OK.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(held()).toHaveTextContent('2026-11-14');
  });

  it('speaks Hindi on a Hindi page: the calendar, its month and its buttons', async () => {
    await i18n.changeLanguage('hi');
    const user = userEvent.setup();
    render(<Holder initial="2026-11-08" />);
    await user.click(screen.getByRole('button', { name: /^तारीख़ चुनें/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('नवम्बर 2026');
    expect(within(dialog).getByRole('button', { name: 'अगला महीना' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    for (const english of ['OK', 'Cancel', 'Select date', 'November']) expect(dialog).not.toHaveTextContent(english);
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
  });

  it('says what to type in an empty field in the page language', async () => {
    await i18n.changeLanguage('hi');
    render(<DateField label="छुट्टी" value="" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'छुट्टी' })).toHaveTextContent('दिन/माह/वर्ष');
  });
});
