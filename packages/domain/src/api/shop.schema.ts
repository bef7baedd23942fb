import { z } from 'zod';

/** `GET /api/shop`: the shop's public identity for the title, top bar, footer and chat links. */
export const shopInfoSchema = z.object({ name: z.string(), phone: z.string(), address: z.string() });
export type ShopInfo = z.infer<typeof shopInfoSchema>;
