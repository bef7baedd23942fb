import { stockUnit, type ItemType, type StockUnit } from '@halwai/domain';
import { useTranslation } from 'react-i18next';

/** Where the words for each stock unit are (the `admin` namespace). */
const UNIT_KEYS = { kg: 'stockUnits.kg', packets: 'stockUnits.packets', pieces: 'stockUnits.pieces' } as const satisfies Record<StockUnit, string>;
const AMOUNT_KEYS = { kg: 'stockAmount.kg', packets: 'stockAmount.packets', pieces: 'stockAmount.pieces' } as const satisfies Record<StockUnit, string>;

/**
 * Stock in its unit and the page's language: `amount(12.5, 'ByKilo')` is "12.5 kg" (Hindi "12.5 किलो"),
 * `unit('ByPieces')` is "pieces". Without an item type (an older answer) the number stands alone.
 */
export function useStockWords() {
  const { t } = useTranslation('admin');
  return {
    unit: (itemType: ItemType | '' | undefined): string => (itemType ? t(UNIT_KEYS[stockUnit(itemType)]) : ''),
    amount: (stock: number, itemType: ItemType | undefined): string =>
      itemType ? t(AMOUNT_KEYS[stockUnit(itemType)], { amount: stock, count: stock }) : String(stock),
  };
}
