import { useTranslation } from 'react-i18next';
import type { Preorder } from '@halwai/domain';
import { languageOf } from '../../i18n/use-language';
import { formatDayAndMonth } from '../format';

/**
 * A pre-order's mark on its card and page: "Pre-order · ready from 29 Oct" ("प्री-ऑर्डर · 29 अक्टू॰ से
 * तैयार"). Drawn only for a pre-order, so the hook costs nothing on an ordinary card.
 */
export function PreorderLabel({ preorder }: { preorder: Preorder }) {
  const { t, i18n } = useTranslation();
  return <p className="preorder-label">{t('product.preorder', { date: formatDayAndMonth(preorder.from, languageOf(i18n)) })}</p>;
}
