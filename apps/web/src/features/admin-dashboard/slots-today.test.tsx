import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderRoute } from '../../test/render-route';
import { hoursWithOrders } from './sales-charts';
import { SlotsToday } from './slots-today';

const slots = [
  { type: 'pickup' as const, outletId: 1, slot: '10:00-12:00', capacity: 5, left: 0 },
  { type: 'delivery' as const, outletId: 1, slot: '16:00-18:00', capacity: 10, left: 7 },
];

describe('SlotsToday', () => {
  it("lists today's slots with the orders taken and the places left, a full one marked", () => {
    renderRoute(<SlotsToday slots={slots} />);
    const table = screen.getByRole('table', { name: "Today's slots" });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([[], ['Pickup · 10:00 AM – 12:00 PM', '5 of 5', 'Full'], ['Delivery · 4:00 PM – 6:00 PM', '3 of 10', '7']]);
  });

  it("names each row's outlet when the slots are of several outlets, in the page's language", async () => {
    const outlets = [
      { outletId: 1, name: 'Halwai', nameHi: null },
      { outletId: 2, name: 'Lajpat Nagar', nameHi: 'लाजपत नगर' },
    ];
    const both = [...slots, { type: 'pickup' as const, outletId: 2, slot: '10:00-12:00', capacity: 5, left: 5 }];
    const { unmount } = renderRoute(<SlotsToday slots={both} outlets={outlets} />);
    const cells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')!.textContent);
    expect(cells()).toEqual([
      'Halwai · Pickup · 10:00 AM – 12:00 PM',
      'Halwai · Delivery · 4:00 PM – 6:00 PM',
      'Lajpat Nagar · Pickup · 10:00 AM – 12:00 PM',
    ]);
    unmount();
    await i18n.changeLanguage('hi');
    renderRoute(<SlotsToday slots={both} outlets={outlets} />);
    expect(cells()[2]).toBe('लाजपत नगर · पिकअप · सुबह 10:00 – दोपहर 12:00');
  });

  it('speaks Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderRoute(<SlotsToday slots={slots} />);
    const table = screen.getByRole('table', { name: 'आज के स्लॉट' });
    expect(table).toHaveTextContent('पिकअप · सुबह 10:00 – दोपहर 12:00');
    expect(table).toHaveTextContent('भर गया');
    expect(table).not.toHaveTextContent(/Pickup|Full|AM|PM/);
  });
});

describe('hoursWithOrders', () => {
  it("keeps today's hours from the first order to the last", () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 9 || hour === 12 ? 2 : 0 }));
    expect(hoursWithOrders(hours).map((h) => h.hour)).toEqual([9, 10, 11, 12]);
    expect(hoursWithOrders(hours.map((h) => ({ ...h, orders: 0 })))).toEqual([]);
  });
});
