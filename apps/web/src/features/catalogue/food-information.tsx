import { containsLine, DIET_WORDS, NUTRIENT_LABELS, NUTRIENTS, type Food } from '@halwai/domain';
import { VegMark } from '../../lib/ui/veg-mark';

/** `shelfLife(1)` is '1 day'. */
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The veg or non-veg mark beside the item's name, with its word. */
export function DietLine({ food }: { food: Food }) {
  return (
    <p className="food-info__diet">
      <VegMark diet={food.diet} size={20} />
      <span aria-hidden="true">{DIET_WORDS[food.diet]}</span>
    </p>
  );
}

/**
 * What the item's label says, where the customer decides: ingredients, allergens in words, how
 * long it keeps and how to store it, net quantity, nutrition per 100 g, and the shop's FSSAI licence.
 */
export function FoodInformation({ food, fssai }: { food: Food | null; fssai: string }) {
  if (!food && !fssai) return null;
  const contains = food ? containsLine(food.allergens) : null;
  return (
    <section className="food-info" aria-labelledby="food-info-title">
      <h2 id="food-info-title" className="food-info__title">
        Food information
      </h2>
      {food && (
        <>
          <p className="food-info__contains">{contains ?? 'Contains none of the common allergens.'}</p>
          <dl className="food-info__facts">
            <dt>Ingredients</dt>
            <dd>{food.ingredients}</dd>
            <dt>Shelf life</dt>
            <dd>{days(food.shelfLifeDays)} from the day you get it (the invoice prints its best-before date)</dd>
            <dt>Storage</dt>
            <dd>{food.storage}</dd>
            {food.netQuantity && (
              <>
                <dt>Net quantity</dt>
                <dd>{food.netQuantity}</dd>
              </>
            )}
          </dl>
          {food.nutrition && (
            <table className="food-info__nutrition">
              <caption>Nutrition per 100 g (typical values)</caption>
              <tbody>
                {NUTRIENTS.map((key) => (
                  <tr key={key}>
                    <th scope="row">{NUTRIENT_LABELS[key].name}</th>
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
      {fssai && <p className="food-info__licence">FSSAI Lic. No. {fssai}</p>}
    </section>
  );
}
