import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Category, type Subcategory } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';

interface ChipRowProps {
  label: string;
  /** Changes when another chip is chosen. */
  selection: number | null;
  children: ReactNode;
}

/** Scrolls a sideways-scrolling row so its chosen chip sits in the middle. */
function centreChosenChip(row: HTMLElement) {
  const chip = row.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (!chip || row.scrollWidth <= row.clientWidth) return;
  const offset = chip.getBoundingClientRect().left - row.getBoundingClientRect().left;
  row.scrollLeft += offset - (row.clientWidth - chip.offsetWidth) / 2;
}

/**
 * A row of filter chips: scrolls sideways on a phone, wraps on wider screens. On a phone the chosen
 * chip is kept in view, when it is chosen and when the screen turns.
 */
function ChipRow({ label, selection, children }: ChipRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    centreChosenChip(row);
    const observer = new ResizeObserver(() => centreChosenChip(row));
    observer.observe(row);
    return () => observer.disconnect();
  }, [selection]);

  return (
    <div ref={ref} role="group" aria-label={label} className="chip-row">
      {children}
    </div>
  );
}

interface FilterChipProps {
  label: string;
  /** What choosing the chip selects: a category or subcategory id, `null` for All. */
  value: number | null;
  selected: boolean;
  /** Keep it stable: a chip redraws only when its own props change. */
  onChoose: (value: number | null) => void;
  small?: boolean;
}

// Choosing a chip changes two chips of the row; the others stay as they are. A plain element
// styled by class (class-styles.ts): the catalogue's arrival draws every chip at once.
const FilterChip = memo(function FilterChip({ label, value, selected, onChoose, small }: FilterChipProps) {
  const className = `shop-chip${small ? ' shop-chip--small' : ''}${selected ? ' shop-chip--selected' : ''}`;
  return (
    <button type="button" className={className} aria-pressed={selected} onClick={() => onChoose(value)}>
      {label}
    </button>
  );
});

interface CategoryChipsProps {
  categories: readonly Category[];
  categoryId: number | null;
  /** Keep it stable, with `categories`: the row redraws only when the choice changes. */
  onCategory: (categoryId: number | null) => void;
}

export const CategoryChips = memo(function CategoryChips({ categories, categoryId, onCategory }: CategoryChipsProps) {
  const language = useLanguage();
  const { t } = useTranslation('catalogue');
  return (
    <ChipRow label={t('chips.categories')} selection={categoryId}>
      <FilterChip label={t('chips.all')} value={null} selected={categoryId === null} onChoose={onCategory} />
      {categories.map((category) => (
        <FilterChip
          key={category.id}
          label={inLanguage(language, category.name, category.nameHi)}
          value={category.id}
          selected={category.id === categoryId}
          onChoose={onCategory}
        />
      ))}
    </ChipRow>
  );
});

interface SubcategoryChipsProps {
  category: Category;
  subcategories: readonly Subcategory[];
  subCategoryId: number | null;
  onSubcategory: (subCategoryId: number | null) => void;
}

export const SubcategoryChips = memo(function SubcategoryChips({
  category,
  subcategories,
  subCategoryId,
  onSubcategory,
}: SubcategoryChipsProps) {
  const language = useLanguage();
  const { t } = useTranslation('catalogue');
  const categoryName = inLanguage(language, category.name, category.nameHi);
  return (
    <ChipRow label={t('chips.kindsOf', { category: categoryName })} selection={subCategoryId}>
      <FilterChip small label={t('chips.allOf', { category: categoryName })} value={null} selected={subCategoryId === null} onChoose={onSubcategory} />
      {subcategories.map((sub) => (
        <FilterChip
          key={sub.id}
          small
          label={inLanguage(language, sub.name, sub.nameHi)}
          value={sub.id}
          selected={sub.id === subCategoryId}
          onChoose={onSubcategory}
        />
      ))}
    </ChipRow>
  );
});
