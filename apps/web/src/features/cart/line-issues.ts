import { boxPrice, choicesKey, inLanguage, paiseToRupees, rupeesToPaise, type CartLine, type CartLineKey, type Catalogue, type FieldErrors } from '@halwai/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { formatRupeeAmount } from '../../lib/format';

/** What is wrong with a cart line the shop refused. A line that is gone or unavailable can only be removed. */
export interface LineIssue {
  kind: 'price-changed' | 'gone' | 'unavailable' | 'refused';
  message: string;
}

export type LineIssues = ReadonlyMap<string, LineIssue>;

export const lineKey = (line: CartLineKey) =>
  JSON.stringify(line.choices ? [line.id, line.selectedWeight, choicesKey(line.choices)] : [line.id, line.selectedWeight]);

/** The lines a refusal names through its `cartItems.{index}` (or a box's `cartItems.{index}.choices`) field errors, with the server's message for each. */
export function refusedLines(sent: readonly CartLine[], fieldErrors: FieldErrors): Map<string, { line: CartLine; message: string }> {
  const refused = new Map<string, { line: CartLine; message: string }>();
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^cartItems\.(\d+)(?:\.choices)?$/.exec(field);
    const line = match ? sent[Number(match[1])] : undefined;
    if (line) refused.set(lineKey(line), { line, message: messages[0] ?? '' });
  }
  return refused;
}

export interface Reconciliation {
  issues: Map<string, LineIssue>;
  /** Refused lines whose variant still sells at another price: the cart takes the new price. */
  newPrices: { line: CartLine; price: number }[];
}

/**
 * Compares refused lines with the freshly read catalogue: a changed price is taken over and said
 * so, a missing item or variant reads as gone, an unavailable item as unavailable, and anything
 * else keeps the server's message.
 */
export function reconcile(refused: ReturnType<typeof refusedLines>, catalogue: Pick<Catalogue, 'items'>): Reconciliation {
  const issues = new Map<string, LineIssue>();
  const newPrices: Reconciliation['newPrices'] = [];
  // Said in the shop's language, with the item's Hindi name on a Hindi page.
  const language = currentLanguage();
  const t = i18n.getFixedT(language, 'cart');
  for (const [key, { line, message }] of refused) {
    const product = catalogue.items.find((item) => item.id === line.id);
    const variant = product && boxVariant(product, line, catalogue);
    const name = inLanguage(language, line.name, line.nameHi);
    if (!product || !variant) {
      issues.set(key, { kind: 'gone', message: t('issues.gone', { name, variant: line.selectedWeight }) });
    } else if (!product.isAvailable) {
      issues.set(key, { kind: 'unavailable', message: t('issues.unavailable', { name: inLanguage(language, product.name, product.nameHi) }) });
    } else if (variant.price !== line.price) {
      newPrices.push({ line, price: variant.price });
      issues.set(key, {
        kind: 'price-changed',
        message: t('issues.priceChanged', { from: formatRupeeAmount(line.price), to: formatRupeeAmount(variant.price) }),
      });
    } else {
      issues.set(key, { kind: 'refused', message: message || t('issues.refused', { name }) });
    }
  }
  return { issues, newPrices };
}

/**
 * The line's variant as the catalogue prices it now: its pack, or for a gift box priced by its
 * portions, the sum of the chosen portions' prices (unknown while a portion is gone: as the pack).
 */
function boxVariant(product: Catalogue['items'][number], line: CartLine, catalogue: Pick<Catalogue, 'items'>) {
  const variant = product.prices.find((p) => p.label === line.selectedWeight);
  const box = product.assortment;
  if (!variant || !box || !line.choices) return variant;
  const portion = (id: number) => {
    const price = catalogue.items.find((item) => item.id === id)?.prices.find((p) => p.label === box.portion)?.price;
    return price === undefined ? undefined : rupeesToPaise(price);
  };
  const price = boxPrice(box, rupeesToPaise(variant.price), line.choices, portion);
  return price === undefined ? variant : { ...variant, price: paiseToRupees(price) };
}
