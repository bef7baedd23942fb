import { z } from 'zod';

/** `GET /api/admin/feeds`: the product feeds' absolute addresses, to paste into Merchant Center and Commerce Manager. */
export const feedAddressesSchema = z
  .object({
    google: z.string().describe('The Google Merchant Center feed (RSS 2.0 XML)'),
    meta: z.string().describe("Meta's catalogue data feed (CSV), for the WhatsApp Business catalogue"),
  })
  .meta({ id: 'FeedAddresses' });
export type FeedAddresses = z.infer<typeof feedAddressesSchema>;
