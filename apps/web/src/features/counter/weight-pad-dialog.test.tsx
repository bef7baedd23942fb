import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paise } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { WeightPadDialog } from './weight-pad-dialog';

const renderPad = (pricePerKg = paise(49900)) => {
  const onAdd = vi.fn();
  render(<WeightPadDialog name="Besan Laddoo" pricePerKg={pricePerKg} onAdd={onAdd} onClose={() => undefined} />);
  return { onAdd, user: userEvent.setup({ delay: null }) };
};

const price = () => screen.getByTestId('weight-price');
async function tap(user: ReturnType<typeof userEvent.setup>, keys: string) {
  for (const key of keys) await user.click(screen.getByRole('button', { name: key }));
}

describe('WeightPadDialog', () => {
  it('prices the grams typed on the pad, to the paisa, and adds them', async () => {
    const { onAdd, user } = renderPad();
    expect(price()).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Add to bill' })).toBeDisabled();
    await tap(user, '333');
    expect(price()).toHaveTextContent('₹166.17'); // ₹499/kg × 333 g = ₹166.167
    await user.click(screen.getByRole('button', { name: 'Add to bill' }));
    expect(onAdd).toHaveBeenCalledWith(333);
  });

  it('weighs in kilos with a point, keeping the weight when the unit changes', async () => {
    const { onAdd, user } = renderPad(paise(56000));
    await tap(user, '350');
    expect(price()).toHaveTextContent('₹196');
    await user.click(screen.getByRole('button', { name: 'Kilos' }));
    expect(screen.getByRole('status', { name: 'Weight' })).toHaveTextContent('0.35 Kilos');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await tap(user, '1.25');
    expect(price()).toHaveTextContent('₹700');
    await user.click(screen.getByRole('button', { name: 'Delete the last digit' }));
    expect(price()).toHaveTextContent('₹672'); // 1.2 kg
    await user.click(screen.getByRole('button', { name: 'Add to bill' }));
    expect(onAdd).toHaveBeenCalledWith(1200);
  });

  it('takes the keyboard as the pad, and refuses more than 100 kg', async () => {
    const { onAdd, user } = renderPad(paise(56000));
    await user.click(screen.getByRole('button', { name: 'Kilos' }));
    await user.keyboard('100.5');
    expect(price()).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Add to bill' })).toBeDisabled();
    await user.keyboard('{Backspace}{Backspace}{Enter}');
    expect(onAdd).toHaveBeenCalledWith(100_000);
  });

  it('speaks Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderPad();
    expect(screen.getByRole('heading', { name: 'Besan Laddoo तौलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बिल में जोड़ें' })).toBeDisabled();
  });
});
