import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { OffersPage } from './offers-page';

const offers = (): Offer[] => [
  { id: 1, code: 'DIWALI10', type: 'percent', value: 10, minOrder: 999, startsAt: '2026-11-01', endsAt: '2026-11-05T22:00', maxUses: 100, maxUsesPerMobile: 1, active: true, uses: 3 },
  { id: 2, code: 'FLAT50', type: 'flat', value: 50, minOrder: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerMobile: null, active: false, uses: 0 },
  { id: 3, code: 'HOLI', type: 'percent', value: 5, minOrder: null, startsAt: '2099-03-01', endsAt: null, maxUses: null, maxUsesPerMobile: null, active: true, uses: 0 },
  { id: 4, code: 'FIRST20', type: 'flat', value: 20, minOrder: null, startsAt: null, endsAt: null, maxUses: 20, maxUsesPerMobile: null, active: true, uses: 20 },
  { id: 5, code: 'SWEET', type: 'percent', value: 5, minOrder: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerMobile: null, active: true, uses: 4 },
];

function renderOffers() {
  return renderStaffPage(<OffersPage />, {
    path: '/admin/offers',
    handlers: {
      'GET /api/admin/offers': () => json(offers()),
      'POST /api/admin/offers': () => json(offers()[0], 201),
      'DELETE /api/admin/offers/2': () => json(null),
    },
  });
}

describe('OffersPage', { timeout: 20_000 }, () => {
  it('describes each offer in English', async () => {
    renderOffers();
    const list = await screen.findByRole('list', { name: 'Offer codes' });
    const [diwali, flat, holi, first, sweet] = (await within(list).findAllByRole('listitem')) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(diwali).toHaveTextContent('10% off · items from ₹999 · Sun, 1 Nov, 2026 – Thu, 5 Nov, 2026 10:00 PM · 3 of 100 used · 1 per mobile');
    // Past its end: switched on, but no customer can use it.
    expect(diwali).toHaveTextContent('Expired');
    expect(flat).toHaveTextContent('₹50 off · 0 used');
    expect(flat).toHaveTextContent('Paused');
    expect(holi).toHaveTextContent('Not started');
    expect(first).toHaveTextContent('Used up');
    expect(sweet).toHaveTextContent('Running');
  });

  it('speaks Hindi: the list, the new offer dialog and the delete question', async () => {
    await i18n.changeLanguage('hi');
    const { user, fetchMock } = renderOffers();
    const list = await screen.findByRole('list', { name: 'ऑफ़र कोड' });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑफ़र कोड' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ऑफ़र कोड · /);
    const [diwali, flat, , first, sweet] = (await within(list).findAllByRole('listitem')) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(diwali).toHaveTextContent(
      '10% छूट · ₹999 के सामान पर · रवि, 1 नव॰ 2026 – गुरु, 5 नव॰ 2026 रात 10:00 · 100 में से 3 बार इस्तेमाल · हर मोबाइल पर 1 बार',
    );
    expect(diwali).toHaveTextContent('ख़त्म');
    expect(first).toHaveTextContent('पूरा इस्तेमाल');
    expect(sweet).toHaveTextContent('चालू');
    expect(flat).toHaveTextContent('₹50 की छूट · 0 बार इस्तेमाल');
    expect(flat).toHaveTextContent('रुका हुआ');
    expect(within(diwali).getByRole('button', { name: 'DIWALI10 बदलें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'नया ऑफ़र' }));
    const dialog = screen.getByRole('dialog', { name: 'नया ऑफ़र कोड' });
    for (const label of ['कोड', 'छूट (%)', 'कम से कम सामान (₹)', 'कुल बार', 'हर मोबाइल पर'])
      expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toBeInTheDocument();
    // The dates are chosen from a calendar, typed day first.
    for (const label of ['शुरू', 'ख़त्म']) expect(within(dialog).getByRole('group', { name: label })).toHaveTextContent('दिन/माह/वर्ष');
    expect(within(dialog).getByRole('combobox', { name: 'प्रकार' })).toHaveTextContent('प्रतिशत');
    expect(within(dialog).getByRole('switch', { name: 'चालू' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await user.click(within(flat).getByRole('button', { name: 'FLAT50 हटाएँ' }));
    const confirm = screen.getByRole('dialog', { name: 'यह ऑफ़र हटाएँ?' });
    expect(confirm).toHaveTextContent('जिन ऑर्डर में FLAT50 लगा है, उनमें यह रहेगा; ग्राहक इसे अब नहीं लिख पाएँगे।');
    await user.click(within(confirm).getByRole('button', { name: 'हटाएँ' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/offers/2')).toHaveLength(1);
    for (const english of ['Offer codes', 'New offer', 'Running', 'Paused', 'Delete this offer?'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
