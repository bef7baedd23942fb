import { useTranslation } from 'react-i18next';
import { NUTRIENT_LABELS, NUTRIENTS, type Food } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { VegMark } from '../../lib/ui/veg-mark';

/** The veg or non-veg mark beside the item's name, with its word. */
export function DietLine({ food }: { food: Food }) {
  const { t } = useTranslation();
  return (
    <p className="food-info__diet">
      <VegMark diet={food.diet} size={20} />
      <span aria-hidden="true">{t(`diet.${food.diet}`)}</span>
    </p>
  );
}

/**
 * What the item's label says, where the customer decides: ingredients, allergens in words, how
 * long it keeps and how to store it, net quantity, nutrition per 100 g, and the shop's FSSAI licence.
 * The ingredients, storage and net quantity are staff's own words, shown as they wrote them: in
 * Hindi on a Hindi page where they wrote Hindi too.
 */
export function FoodInformation({ food, fssai }: { food: Food | null; fssai: string }) {
  const { t } = useTranslation('food');
  const { t: tCommon } = useTranslation();
  const hindi = useLanguage() === 'hi';
  if (!food && !fssai) return null;
  // "Contains: milk, tree nuts." (the domain's containsLine), in the page's language.
  const contains =
    food && food.allergens.length > 0
      ? t('contains', { allergens: food.allergens.map((allergen) => t(`allergens.${allergen}`)).join(', ') })
      : t('noAllergens');
  return (
    <section className="food-info" aria-labelledby="food-info-title">
      <h2 id="food-info-title" className="food-info__title">
        {t('title')}
      </h2>
      {food && (
        <>
          <p className="food-info__contains">{contains}</p>
          <dl className="food-info__facts">
            <dt>{t('ingredients')}</dt>
            <dd>{(hindi && food.ingredientsHi) || food.ingredients}</dd>
            <dt>{t('shelfLife')}</dt>
            <dd>{t('keepsFor', { count: food.shelfLifeDays })}</dd>
            <dt>{t('storage')}</dt>
            <dd>{(hindi && food.storageHi) || food.storage}</dd>
            {food.netQuantity && (
              <>
                <dt>{t('netQuantity')}</dt>
                <dd>{food.netQuantity}</dd>
              </>
            )}
          </dl>
          {food.nutrition && (
            <table className="food-info__nutrition">
              <caption>{t('nutrition')}</caption>
              <tbody>
                {NUTRIENTS.map((key) => (
                  <tr key={key}>
                    <th scope="row">{t(`nutrients.${key}`)}</th>
                    <td>
                      {food.nutrition![key]} {NUTRIENT_LABELS[key].unit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {fssai && <p className="food-info__licence">{tCommon('fssai', { number: fssai })}</p>}
    </section>
  );
}
