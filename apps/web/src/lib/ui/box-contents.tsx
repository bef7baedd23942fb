import { useTranslation } from 'react-i18next';
import { groupedChoices, inLanguage, type BoxChoice, type Language } from '@halwai/domain';

/**
 * What goes in a gift box, below its line on an order, a slip or an invoice: each sweet once with its
 * count and portion, "2 × Kaju Katli (250 g)", named in the page's language. Plain elements, so paper
 * and the customer's pages draw it alike.
 */
export function BoxContents({ choices, language, className }: { choices: readonly BoxChoice[]; language: Language; className?: string }) {
  // The cart's words, which load after the first screen.
  const { t } = useTranslation('cart');
  return (
    <ul className={className ?? 'box-contents'} aria-label={t('box.contents')} style={{ margin: '2px 0 0', paddingLeft: '1.25em', fontWeight: 400, fontSize: '0.9em' }}>
      {groupedChoices(choices).map(({ choice, count }) => (
        <li key={`${choice.productId ?? choice.name}-${choice.portion}`}>
          {count} × {inLanguage(language, choice.name, choice.nameHi)} ({choice.portion})
        </li>
      ))}
    </ul>
  );
}
