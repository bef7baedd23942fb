import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Outlet } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { OutletsPage } from './outlets-page';

const first: Outlet = {
  id: 1, name: 'Halwai', nameHi: 'हलवाई', address: '1 Main Road', phone: '9876543210', openingHours: null, holidays: null,
  pickup: true, delivery: null, gstin: null, email: null, active: true,
};
const market: Outlet = {
  id: 2, name: 'Market', nameHi: null, address: '5 Market Lane', phone: '9876500002', openingHours: [{ day: 1, open: '09:00', close: '21:00' }],
  holidays: ['2026-12-25'], pickup: false, delivery: { pincodes: ['110006', '1100*'], charge: 40, freeFrom: null }, gstin: '27AAPFU0939F1ZV',
  email: null, active: true,
};

function renderOutlets(put: () => Response = () => json(market)) {
  return renderStaffPage(<OutletsPage />, {
    path: '/admin/outlets',
    handlers: { 'GET /api/admin/outlets': () => json([first, market]), 'PUT /api/admin/outlets/2': put },
  });
}

describe('OutletsPage', { timeout: 30_000 }, () => {
  it('lists each outlet with how orders go there; the first cannot be closed', async () => {
    renderOutlets();
    const list = await screen.findByRole('list', { name: 'Outlets' });
    const [main, other] = (await within(list).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(main).toHaveTextContent('Halwai');
    expect(main).toHaveTextContent('First outlet');
    expect(main).toHaveTextContent('Pickup · Delivery as the shop');
    expect(within(main).queryByRole('button', { name: /^Close/ })).toBeNull();
    expect(other).toHaveTextContent('No pickup · Delivers to 110006, 1100*');
    expect(other).toHaveTextContent('Open');
  });

  it("sends null for a field set back to the shop's, and shows a refused pincode at its field", async () => {
    const { user, fetchMock } = renderOutlets(() =>
      problem(400, 'Enter pincodes like 110006 or prefixes like 1100*', { 'delivery.pincodes.0': ['Enter pincodes like 110006 or prefixes like 1100*'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change Market' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Market' });
    await user.click(within(within(dialog).getByRole('group', { name: 'GSTIN' })).getByRole('radio', { name: 'Same as the shop' }));
    expect(within(dialog).queryByRole('textbox', { name: 'GSTIN' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Enter pincodes like 110006 or prefixes like 1100*');
    const pincodes = within(dialog).getByRole('textbox', { name: 'Delivery pincodes' });
    expect(pincodes).toHaveAttribute('aria-invalid', 'true');
    expect(pincodes).toHaveAccessibleDescription('Enter pincodes like 110006 or prefixes like 1100*');
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/outlets/2');
    expect(JSON.parse(String(call!.body))).toMatchObject({
      gstin: null,
      email: null,
      openingHours: [{ day: 1, open: '09:00', close: '21:00' }],
      holidays: ['2026-12-25'],
      delivery: { pincodes: ['110006', '1100*'], charge: 40, freeFrom: null },
      active: true,
    });
  });

  it('asks before closing an outlet, then sends it with active false', async () => {
    const { user, fetchMock } = renderOutlets();
    await user.click(await screen.findByRole('button', { name: 'Close Market' }));
    const confirm = screen.getByRole('dialog', { name: 'Close this outlet for good?' });
    expect(callsTo(fetchMock, 'PUT', '/api/admin/outlets/2')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Close outlet' }));
    expect(await screen.findByText('Market is closed')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/outlets/2');
    expect(JSON.parse(String(call!.body))).toMatchObject({ name: 'Market', active: false, gstin: '27AAPFU0939F1ZV' });
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderOutlets();
    const list = await screen.findByRole('list', { name: 'आउटलेट' });
    const [main, other] = (await within(list).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(main).toHaveTextContent('हलवाई');
    expect(other).toHaveTextContent('पिकअप नहीं · 110006, 1100* में डिलीवरी');
    await user.click(screen.getByRole('button', { name: 'आउटलेट जोड़ें' }));
    const dialog = screen.getByRole('dialog', { name: 'आउटलेट जोड़ें' });
    expect(within(within(dialog).getByRole('group', { name: 'खुलने का समय' })).getByRole('radio', { name: 'दुकान जैसा' })).toBeChecked();
  });
});
