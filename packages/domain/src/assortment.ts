import { z } from 'zod';
import { jsonFormField } from './json-form-field.js';
import { ASSORTMENT_MESSAGES as A } from './assortment-messages.js';
import { MAX_ID } from './ids.js';

export { ASSORTMENT_MESSAGES } from './assortment-messages.js';
export * from './assortment-rules.js';

/** How many pieces a box may hold, and how many sweets it may offer. */
export const ASSORTMENT_PICK = { min: 1, max: 24 } as const;
export const ASSORTMENT_FROM = { min: 2, max: 50 } as const;
/** How a box is priced: its own price, or the sum of the chosen portions' prices. */
export const ASSORTMENT_PRICING = ['box', 'portions'] as const;
export type AssortmentPricing = (typeof ASSORTMENT_PRICING)[number];

/**
 * A gift box the customer fills: `pick` pieces out of the `from` products, each piece one `portion`
 * of its product, i.e. that product's pack of the same label (its price and its share of the stock).
 * `{ pick: 4, from: [3, 7, 9], portion: '250 g', repeats: true, pricing: 'box' }`.
 */
const assortmentRule = z.object({
  pick: z.number({ error: A.pick }).int(A.pick).min(ASSORTMENT_PICK.min, A.pick).max(ASSORTMENT_PICK.max, A.pick),
  from: z
    .array(z.number({ error: A.from }).int(A.from).positive(A.from).max(MAX_ID, A.from), { error: A.from })
    .min(ASSORTMENT_FROM.min, A.from)
    .max(ASSORTMENT_FROM.max, A.from)
    .refine((ids) => new Set(ids).size === ids.length, A.from),
  portion: z.string({ error: A.portion }).trim().min(1, A.portion).max(40, A.portion),
  /** The same sweet may fill more than one place (default), unless the owner says not. */
  repeats: z.boolean({ error: A.notJson }).default(true),
  pricing: z.enum(ASSORTMENT_PRICING, { error: A.pricing }).default('box'),
});
// Named in the OpenAPI description where answers carry it; the form's nullable field keeps it inline
// (OpenAPI 3.0 has no nullable reference).
export const assortmentSchema = assortmentRule.meta({ id: 'Assortment' });
export type Assortment = z.output<typeof assortmentSchema>;
export type AssortmentInput = z.input<typeof assortmentSchema>;

/**
 * The product form's `assortment` field: JSON text (multipart) or an object (JSON body); blank or
 * null makes the product an ordinary one; left out on an edit, what is stored stays.
 */
export const assortmentFieldSchema = jsonFormField(assortmentRule, A.notJson);

/** A box line's choices as a cart sends them: product ids, a sweet chosen twice listed twice. */
export const choicesRequestSchema = z
  .array(z.number({ error: A.from }).int(A.from).positive(A.from).max(MAX_ID, A.from), { error: A.from })
  .max(ASSORTMENT_PICK.max, A.pick)
  .optional()
  .describe("A gift box's pieces, one product id each (the same id twice fills two places); only with a product that is an assortment");

/** A chosen piece as an order carries it: the product, its names as sold, the portion. */
export const boxChoiceSchema = z
  .object({
    productId: z.number().int().nullable().describe('The sweet chosen; null once it was deleted'),
    name: z.string(),
    nameHi: z.string().optional().describe("Its Hindi name as sold; absent when it had none"),
    portion: z.string().describe("The portion, the label of the sweet's pack, e.g. 250 g"),
  })
  .meta({ id: 'BoxChoice' });
export type BoxChoice = z.infer<typeof boxChoiceSchema>;

/** What goes in a gift box line, one entry a place (a sweet chosen twice is there twice); absent on an ordinary line. */
export const boxChoicesSchema = z.array(boxChoiceSchema).optional().describe('What goes in this gift box, one entry a piece; absent on an ordinary line');

/** A line's stored contents (JSON) as answers carry them; undefined for an ordinary line or text that no longer reads as contents. */
export function readBoxChoices(json: string | null | undefined): BoxChoice[] | undefined {
  if (json == null) return undefined;
  try {
    const parsed = z.array(boxChoiceSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
