import { z } from 'zod';

/**
 * `GET /api/shop`: the shop's public identity for the title, top bar, footer, chat links, the
 * minimum-order rule (rupees) and UPI payment. Empty strings mean "not set".
 */
export const shopInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  openingHours: z.string(),
  gstin: z.string(),
  fssai: z.string(),
  upiId: z.string(),
  upiPayee: z.string(),
  minimumOrder: z.number(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
