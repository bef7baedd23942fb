import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { followLanguageOnPage } from '../../i18n/page-language';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('switches the shop to Hindi and back, remembering the choice and setting <html lang>', async () => {
    followLanguageOnPage();
    render(<LanguageSwitch />);
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी में देखें (View in Hindi)' }));
    expect(await screen.findByRole('button', { name: 'View in English (अंग्रेज़ी में देखें)' })).toHaveTextContent('English');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await userEvent.click(screen.getByRole('button', { name: 'View in English (अंग्रेज़ी में देखें)' }));
    expect(await screen.findByRole('button', { name: 'हिन्दी में देखें (View in Hindi)' })).toHaveTextContent('हिन्दी');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
