import { useMemo } from 'react';
import { inLanguage, unitInLanguage } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';

/** An item's name and a pack's or weight's label in the page's language ("Kaju Katli" / "काजू कतली", "500 g" / "500 ग्राम"). */
export function useCounterWords() {
  const language = useLanguage();
  return useMemo(
    () => ({
      name: (item: { name: string; nameHi?: string | undefined }) => inLanguage(language, item.name, item.nameHi),
      unit: (label: string) => unitInLanguage(label, language),
    }),
    [language],
  );
}
