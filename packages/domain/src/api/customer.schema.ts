import { z } from 'zod';
import { SIGN_IN_CODE_CHANNELS, SIGN_IN_CODE_PATTERN } from '../customer-sign-in.js';
import { MESSAGES as M } from '../messages.js';
import { nameOrMobileQuery, pageQuery } from './list-query.js';
import { mobileField as mobileFieldOf } from '../schemas.js';
import { isLanguage, type Language } from '../language.js';
import { ORDER_LANGUAGE_MESSAGE, orderStatusSchema, orderStepSchema } from './order.schema.js';
import { csvLanguageSchema } from './report.schema.js';

/** A mobile number as the cart form takes it (+91, spaces and dashes are fine), as its ten digits. */
const mobileField = mobileFieldOf();

/** `POST /api/customer/otp`: send a sign-in code to this mobile. */
export const signInCodeRequestSchema = z
  .object({
    mobile: mobileField,
    language: z
      .custom<Language>(isLanguage, { error: ORDER_LANGUAGE_MESSAGE })
      .optional()
      .describe('The language the code is sent in, `en` or `hi` (English when left out): the WhatsApp template in that language, the Hindi SMS template for hi'),
  })
  .meta({ id: 'SignInCodeRequest' });
export type SignInCodeRequest = z.input<typeof signInCodeRequestSchema>;

/** The same answer whether the number has ordered here or not. */
export const signInCodeSentSchema = z
  .object({
    channel: z.enum(SIGN_IN_CODE_CHANNELS).describe('How the code went: WhatsApp, or SMS'),
    expiresInSeconds: z.number().int().describe('How long the code works'),
    message: z.string().describe('What to tell the customer'),
  })
  .meta({ id: 'SignInCodeSent' });
export type SignInCodeSent = z.infer<typeof signInCodeSentSchema>;

/** `POST /api/customer/verify`: the mobile and the code it got. */
export const signInCodeVerifySchema = z
  .object({
    mobile: mobileField,
    code: z
      .string({ error: M.signInCodeRequired })
      .trim()
      .min(1, M.signInCodeRequired)
      .max(20, M.signInCodeInvalid)
      .transform((code) => code.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(SIGN_IN_CODE_PATTERN, M.signInCodeInvalid)),
  })
  .meta({ id: 'SignInCodeVerify' });
export type SignInCodeVerify = z.input<typeof signInCodeVerifySchema>;

/** A customer's token: it reads that mobile's orders, and opens no staff call. */
export const customerTokenSchema = z
  .object({
    token: z.string().describe('Send as `Authorization: Bearer <token>` to the customer calls and to GET /get-order/{id}'),
    mobile: z.string().describe('The ten digits signed in'),
    expiresAt: z.string().describe('When the sign-in ends by itself (ISO-8601 UTC)'),
  })
  .meta({ id: 'CustomerToken' });
export type CustomerToken = z.infer<typeof customerTokenSchema>;

/** `POST /api/customer/logout`: `allDevices` signs this mobile out on every phone, not only this one. */
export const customerLogoutSchema = z.object({
  allDevices: z.boolean().optional().describe('Also end the sign-ins of this mobile on every other device'),
});

/** One line of a past order, enough to show it and to order it again. */
export const customerOrderLineSchema = z.object({
  productId: z.number().int().nullable().describe('null once the product was deleted'),
  name: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
  price: z.number().describe('Rupees each, as ordered'),
});
export type CustomerOrderLine = z.infer<typeof customerOrderLineSchema>;

/** One of the signed-in customer's orders, for "My orders". Money in rupees. */
export const customerOrderSchema = z
  .object({
    id: z.number().int(),
    orderDate: z.string().describe('When it was placed (ISO-8601 UTC)'),
    total: z.number().describe('What the customer pays'),
    orderStatus: orderStatusSchema,
    status: orderStepSchema,
    customerName: z.string(),
    items: z.array(customerOrderLineSchema),
    accessKey: z.string().nullable().describe("The order's access key, for its page link; null for orders older than keeping it"),
  })
  .meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** One row of the owner's Customers screen: everything ordered from one mobile. */
export const customerSummarySchema = z
  .object({
    mobile: z.string(),
    names: z.array(z.string()).describe('Every name used with this mobile, the latest first'),
    orders: z.number().int().describe('Orders placed, cancelled ones included'),
    totalSpent: z.number().describe('Rupees over the orders not cancelled'),
    lastOrderAt: z.string().describe('When the latest order was placed (ISO-8601 UTC)'),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const MAX_CUSTOMERS_PAGE = 500;

/** `GET /api/admin/customers`: a name or number fragment, and a page. */
export const customerListQuerySchema = z.object({ q: nameOrMobileQuery, ...pageQuery(MAX_CUSTOMERS_PAGE) });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** The CSV takes the same search, without a page. */
export const customerCsvQuerySchema = customerListQuerySchema.pick({ q: true }).extend({ lang: csvLanguageSchema });

/** A customer's row is opened by its mobile, typed as people type it. */
export const customerMobileParamsSchema = z.object({ mobile: mobileField });
