import { afterEach, describe, expect, it } from 'vitest';
import {
  BUSINESS_BUYER_MESSAGES,
  CATEGORY_MESSAGES,
  CUSTOMER_MESSAGE_MESSAGES,
  DELIVERY_MESSAGES,
  FOOD_MESSAGES,
  GST_RETURN_MESSAGES,
  HINDI_TEXT_MESSAGES,
  HOURS_MESSAGES,
  MESSAGES,
  MESSAGE_GROUPS,
  ACCOUNT_MESSAGES,
  CONTACT_MESSAGES,
  ORDER_STEP_MESSAGES,
  checkStepChange,
  closedNowMessage,
  undoTarget,
  OFFER_MESSAGES,
  ORDER_FORM_MESSAGES,
  ORDER_UNDO_MESSAGES,
  PAYMENT_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  RATING_MESSAGES,
  REPORT_MESSAGES,
  SETTINGS_MESSAGES,
  STOCK_MESSAGES,
  paise,
} from '@halwai/domain';
import { cartStore } from '../lib/cart-store';
import { nameSource } from './hindi-names';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('leaves the product’s English words as they are on an English page', () => {
    expect(translateMessage(MESSAGES.mobileInvalid)).toBe(MESSAGES.mobileInvalid);
  });

  it('says them in Hindi on a Hindi page, with what was put into them', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(MESSAGES.mobileInvalid)).toBe('10 अंकों का सही मोबाइल नंबर डालें');
    expect(translateMessage(MESSAGES.itemGone('Kaju Katli'))).toBe('Kaju Katli अब नहीं बिकता');
    expect(translateMessage(MESSAGES.minimumOrder(1000))).toBe('ऑर्डर कम से कम ₹1000 का होना चाहिए');
  });

  it('says the words of every other map in Hindi too, the English on the wire as it was', async () => {
    const sentences: [string, string, string][] = [
      ['account', ACCOUNT_MESSAGES.cannotRejectSelf, 'आप अपना ही खाता नामंज़ूर नहीं कर सकते'],
      ['contact', CONTACT_MESSAGES.notFound, 'संदेश नहीं मिला'],
      ['orderStep', ORDER_STEP_MESSAGES.readyIsForPickup, '‘पिकअप के लिए तैयार’ सिर्फ़ पिकअप ऑर्डर के लिए है; यह ऑर्डर डिलीवरी का है'],
      ['businessBuyer', BUSINESS_BUYER_MESSAGES.buyerName, 'इस GSTIN पर दर्ज कारोबार का नाम डालें'],
      ['category', CATEGORY_MESSAGES.categoryInUse(3), '3 सामान इस श्रेणी में हैं'],
      ['category', CATEGORY_MESSAGES.categoryInUse(1), '1 सामान इस श्रेणी में है'],
      ['customerMessage', CUSTOMER_MESSAGE_MESSAGES.optedOut, 'ग्राहक ने STOP भेजा है: जब तक वे START न भेजें, इस नंबर पर कोई संदेश नहीं जाएगा'],
      ['delivery', DELIVERY_MESSAGES.notDeliverable('110001'), 'हम अभी 110001 पर डिलीवरी नहीं करते। दुकान से लेना चुनें या हमें फ़ोन करें।'],
      ['food', FOOD_MESSAGES.unknownField('colour'), 'खाने की जानकारी में "colour" नाम का कोई फ़ील्ड नहीं होता'],
      ['gstReturn', GST_RETURN_MESSAGES.month, 'month YYYY-MM में लिखा महीना होना चाहिए, जैसे 2026-11'],
      ['hindiText', HINDI_TEXT_MESSAGES.notText, 'यह लिखावट होनी चाहिए, या छोड़ने के लिए null'],
      ['hours', HOURS_MESSAGES.closeAfterOpen, 'बंद होने का समय खुलने के समय के बाद होना चाहिए'],
      ['offer', OFFER_MESSAGES.belowMinimum('DIWALI', paise(50000)), 'ऑफ़र DIWALI के लिए कम से कम ₹500 का सामान चाहिए'],
      ['orderForm', ORDER_FORM_MESSAGES.reasonTooLong, 'कारण बहुत लंबा है (ज़्यादा से ज़्यादा 300 अक्षर)'],
      ['orderUndo', ORDER_UNDO_MESSAGES.gaveBack, 'रद्द होते समय इस ऑर्डर ने अपना स्टॉक, ऑफ़र या भुगतान वापस कर दिया था, इसलिए इसे दोबारा नहीं खोला जा सकता; इसकी जगह इसे फिर से ऑर्डर करें'],
      ['payment', PAYMENT_MESSAGES.onlineUnavailable, 'ऑनलाइन भुगतान अभी नहीं हो सकता — UPI QR से या दुकान पर भुगतान करें'],
      ['productForm', PRODUCT_FORM_MESSAGES.tooManyPrices, 'ज़्यादा से ज़्यादा 20 कीमतें'],
      ['rating', RATING_MESSAGES.stars, '1 से 5 तारे चुनें'],
      ['report', REPORT_MESSAGES.date('from'), 'from YYYY-MM-DD में लिखी तारीख होनी चाहिए'],
      ['settings', SETTINGS_MESSAGES.phone, '10 अंकों का फ़ोन नंबर डालें'],
      ['stock', STOCK_MESSAGES.onlyLeft('Kaju Katli', '500 g', 3), 'Kaju Katli (500 g) के सिर्फ़ 3 बचे हैं'],
      ['stock', STOCK_MESSAGES.onlyLeft('Kaju Katli', '500 g', 0), 'Kaju Katli (500 g) बिक चुका है'],
    ];
    expect(new Set(sentences.map(([group]) => group))).toEqual(new Set(Object.keys(MESSAGE_GROUPS)));
    expect(translateMessage(SETTINGS_MESSAGES.phone)).toBe('Enter a 10-digit phone number');
    await i18n.changeLanguage('hi');
    for (const [group, english, hindi] of sentences) expect(translateMessage(english), group).toBe(hindi);
  });

  it('says a step or a day a message puts in in Hindi too, and a name as it is', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(checkStepChange('completed', 'confirmed', 'pickup')!)).toBe(
      'ऑर्डर “पूरा हुआ” है: अब यह नहीं बदल सकता, सिवाय 10 मिनट के अंदर ‘वापस लें’ के',
    );
    expect(translateMessage(checkStepChange('preparing', 'confirmed', 'pickup')!)).toBe(
      'ऑर्डर “बन रहा है” से “पक्का हुआ” पर वापस नहीं जा सकता; किसी चरण के 10 मिनट के अंदर ‘वापस लें’ इस्तेमाल करें',
    );
    const refused = undoTarget([{ status: 'pending', at: '2025-01-15T10:00:00Z' }, { status: 'ready', at: '2025-01-15T10:01:00Z' }], new Date('2025-01-15T11:00:00Z'));
    expect('refused' in refused && translateMessage(refused.refused)).toBe('“पिकअप के लिए तैयार” 10 मिनट से पहले हुआ था: अब इसे वापस नहीं लिया जा सकता');
    // Closed on a Sunday night: the shop opens Monday (tomorrow, so "कल").
    const hours = { hours: [{ day: 1, open: '08:00', close: '22:00' }], holidays: [] };
    expect(translateMessage(closedNowMessage(new Date('2025-01-05T18:00:00Z'), hours, 'Asia/Kolkata'))).toBe('हम अभी बंद हैं। हम कल सुबह 8:00 पर खुलेंगे।');
    expect(translateMessage(MESSAGES.itemGone('Pending Peda'))).toBe('Pending Peda अब नहीं बिकता');
  });

  it('names a product in the cart or the catalogue by its Hindi name, and its pack’s unit words in Hindi', async () => {
    cartStore.getState().add({ id: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', price: 100, selectedWeight: '1 piece', quantity: 1, thumbnail: '' });
    nameSource('catalogue', () => [{ name: 'Motichoor Laddoo', nameHi: 'मोतीचूर लड्डू' }, { name: 'Plain Peda' }]);
    const onlyLeft = STOCK_MESSAGES.onlyLeft('Kaju Katli', '1 piece', 2);
    expect(translateMessage(onlyLeft)).toBe(onlyLeft);
    await i18n.changeLanguage('hi');
    expect(translateMessage(onlyLeft)).toBe('काजू कतली (1 पीस) के सिर्फ़ 2 बचे हैं');
    expect(translateMessage(STOCK_MESSAGES.soldOut('Motichoor Laddoo', '500 g'))).toBe('मोतीचूर लड्डू (500 g) बिक चुका है');
    expect(translateMessage(MESSAGES.itemGone('Plain Peda'))).toBe('Plain Peda अब नहीं बिकता');
    cartStore.getState().clear();
    nameSource('catalogue', () => []);
  });

  it('translates a message about one part of a JSON field, keeping the part’s path', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(`shelfLifeDays: ${FOOD_MESSAGES.shelfLife}`)).toBe('shelfLifeDays: shelfLifeDays 1 से 365 तक के पूरे दिन होने चाहिए');
    expect(translateMessage(`nutrition.sugars: ${FOOD_MESSAGES.sugarsOverCarbs}`)).toBe('nutrition.sugars: शक्कर कार्बोहाइड्रेट से ज़्यादा नहीं हो सकती');
    expect(translateMessage('allergens.0: Gateway said no')).toBe('allergens.0: Gateway said no');
  });

  it('shows words that are not the product’s as they came', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage('Gateway said no')).toBe('Gateway said no');
  });
});
