import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';
import { receiptLines, type ReceiptView } from './receipt-lines';
import { useCounterWords } from './use-counter-words';

/** The bill's receipt lines in the page's language, with the shop's details: for the paper and the printer alike. */
export function useReceiptLines() {
  const { t } = useTranslation('counter');
  const language = useLanguage();
  const words = useCounterWords();
  const shop = useShopInfo();
  // The lines name their words by key (receipt.*, method.*), all of them in the counter's namespace.
  const say = t as unknown as (key: string, params?: Record<string, string>) => string;
  return (sale: ReceiptView) =>
    receiptLines(sale, {
      say: (key, params) => say(key, params),
      itemName: words.name,
      unit: words.unit,
      date: (iso) => formatDateTime(iso, language),
      shop,
    });
}
