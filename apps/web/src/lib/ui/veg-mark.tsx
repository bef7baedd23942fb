import { useTranslation } from 'react-i18next';
import { dietMark, type Diet } from '@halwai/domain';

/** FSSAI's colours: green for vegetarian, brown for non-vegetarian (egg included). */
const COLOURS = { veg: '#008000', 'non-veg': '#7b3f00' } as const;

/**
 * The veg or non-veg mark food labels carry: a green square with a filled dot, or a brown square
 * with a filled triangle. Named for screen readers ("Vegetarian", "Non-vegetarian"), in the shop's language.
 */
export function VegMark({ diet, size }: { diet: Diet; size?: number }) {
  const { t } = useTranslation();
  return <VegMarkIcon diet={diet} size={size} label={t(`diet.${diet}`)} />;
}

/** The mark with its name given: a card, drawn dozens of times, reads the words once for them all. */
export function VegMarkIcon({ diet, size = 18, label }: { diet: Diet; size?: number; label: string }) {
  const mark = dietMark(diet);
  const colour = COLOURS[mark];
  return (
    <svg
      className="veg-mark"
      role="img"
      aria-label={label}
      viewBox="0 0 20 20"
      width={size}
      height={size}
      focusable="false"
    >
      <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={colour} strokeWidth="2" />
      {mark === 'veg' ? <circle cx="10" cy="10" r="5" fill={colour} /> : <path d="M10 4.5 16 15H4z" fill={colour} />}
    </svg>
  );
}
