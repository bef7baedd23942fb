import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  FOOD_MESSAGES,
  MESSAGES,
  SETTINGS_MESSAGES,
  allMessages,
  checkStepChange,
  closedNowMessage,
  paise,
  say,
  undoTarget,
  withParams,
} from '@halwai/domain';
import { cartStore } from '../lib/cart-store';
import { nameSource } from './hindi-names';
import { i18n } from './i18n';
import { messageWordsReady, translateCoded, translateMessage } from './translate-message';

async function inHindi() {
  await i18n.changeLanguage('hi');
  await messageWordsReady();
}

describe('translateCoded', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('leaves the sentence as it came on an English page', () => {
    expect(translateCoded(say('common.itemGone', 'Kaju Katli'))).toBe('Kaju Katli is no longer sold');
    expect(translateMessage(MESSAGES.mobileInvalid)).toBe(MESSAGES.mobileInvalid);
  });

  it('says a code in Hindi on a Hindi page, with its values by name', async () => {
    await inHindi();
    expect(translateCoded(say('common.itemGone', 'Kaju Katli'))).toBe('Kaju Katli अब नहीं बिकता');
    expect(translateCoded(say('common.minimumOrder', 1000))).toBe('ऑर्डर कम से कम ₹1000 का होना चाहिए');
    expect(translateCoded(say('offer.belowMinimum', 'DIWALI', paise(50000)))).toBe('ऑफ़र DIWALI के लिए कम से कम ₹500 का सामान चाहिए');
    expect(translateCoded(say('category.categoryInUse', 3))).toBe('3 सामान इस श्रेणी में हैं');
    expect(translateCoded(say('stock.onlyLeft', 'Kaju Katli', '500 g', 3))).toBe('Kaju Katli (500 g) के सिर्फ़ 3 बचे हैं');
    expect(translateCoded(say('report.date', 'from'))).toBe('from YYYY-MM-DD में लिखी तारीख होनी चाहिए');
  });

  it('has Hindi for every code the catalogue holds', async () => {
    await inHindi();
    for (const [code] of allMessages()) expect(i18n.exists(code, { ns: 'messages' }), code).toBe(true);
  });

  it('names a product by the Hindi name the answer carries, else the one the page knows', async () => {
    cartStore.getState().add({ id: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', price: 100, selectedWeight: '1 piece', quantity: 1, thumbnail: '' });
    nameSource('catalogue', () => [{ name: 'Plain Peda' }]);
    await inHindi();
    expect(translateCoded(withParams(say('stock.soldOut', 'Motichoor Laddoo', '500 g'), { nameHi: 'मोतीचूर लड्डू' }))).toBe('मोतीचूर लड्डू (500 g) बिक चुका है');
    expect(translateCoded(say('stock.onlyLeft', 'Kaju Katli', '1 piece', 2))).toBe('काजू कतली (1 पीस) के सिर्फ़ 2 बचे हैं');
    expect(translateCoded(say('common.itemGone', 'Plain Peda'))).toBe('Plain Peda अब नहीं बिकता');
    cartStore.getState().clear();
    nameSource('catalogue', () => []);
  });

  it("says a pre-order's dates as a Hindi page writes a day", async () => {
    await inHindi();
    const month = (date: string) => new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const said = withParams(say('preorder.chooseBetween', 'Kaju Katli Box', '2026-10-29', '2026-11-02'), { nameHi: 'काजू कतली डिब्बा' });
    expect(translateCoded(said)).toBe(`काजू कतली डिब्बा प्री-ऑर्डर है: 29 ${month('2026-10-29')} से 2 ${month('2026-11-02')} तक की कोई तारीख़ चुनें`);
  });

  it('says a step, a day or a time a message puts in in Hindi too', async () => {
    await inHindi();
    expect(translateCoded(checkStepChange('completed', 'confirmed', 'pickup')!)).toBe(
      'ऑर्डर “पूरा हुआ” है: अब यह नहीं बदल सकता, सिवाय 10 मिनट के अंदर ‘वापस लें’ के',
    );
    expect(translateCoded(checkStepChange('preparing', 'confirmed', 'pickup')!)).toBe(
      'ऑर्डर “बन रहा है” से “पक्का हुआ” पर वापस नहीं जा सकता; किसी चरण के 10 मिनट के अंदर ‘वापस लें’ इस्तेमाल करें',
    );
    const refused = undoTarget([{ status: 'pending', at: '2025-01-15T10:00:00Z' }, { status: 'ready', at: '2025-01-15T10:01:00Z' }], new Date('2025-01-15T11:00:00Z'));
    expect('refused' in refused && translateCoded(refused.refused)).toBe('“पिकअप के लिए तैयार” 10 मिनट से पहले हुआ था: अब इसे वापस नहीं लिया जा सकता');
    // Closed on a Sunday night: the shop opens Monday (tomorrow, so "कल").
    const hours = { hours: [{ day: 1, open: '08:00', close: '22:00' }], holidays: [] };
    expect(translateCoded(closedNowMessage(new Date('2025-01-05T18:00:00Z'), hours, 'Asia/Kolkata'))).toBe('हम अभी बंद हैं। हम कल सुबह 8:00 पर खुलेंगे।');
  });

  it('shows a code this build does not know as the sentence that came with it', async () => {
    await inHindi();
    expect(translateCoded({ code: 'queue.tooLong', params: {}, message: 'The queue is too long — please come back later' })).toBe('The queue is too long — please come back later');
  });
});

describe('translateMessage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('finds one of the catalogue’s fixed sentences exactly, and says it in Hindi', async () => {
    await inHindi();
    expect(translateMessage(MESSAGES.mobileInvalid)).toBe('10 अंकों का सही मोबाइल नंबर डालें');
    expect(translateMessage(ACCOUNT_MESSAGES.cannotRejectSelf)).toBe('आप अपना ही खाता नामंज़ूर नहीं कर सकते');
    expect(translateMessage(SETTINGS_MESSAGES.phone)).toBe('10 अंकों का फ़ोन नंबर डालें');
    // A sentence only like one of ours is not one of ours.
    expect(translateMessage('Kaju Katli is no longer sold')).toBe('Kaju Katli is no longer sold');
  });

  it('translates a rule about one part of a field, keeping the part’s path', async () => {
    await inHindi();
    expect(translateMessage(`nutrition.sugars: ${FOOD_MESSAGES.sugarsOverCarbs}`)).toBe('nutrition.sugars: शक्कर कार्बोहाइड्रेट से ज़्यादा नहीं हो सकती');
    expect(translateMessage('allergens.0: Gateway said no')).toBe('allergens.0: Gateway said no');
    expect(translateMessage('Gateway said no')).toBe('Gateway said no');
  });
});
