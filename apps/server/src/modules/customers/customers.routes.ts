import {
  adminOrderSchema,
  customerCsvQuerySchema,
  customerListQuerySchema,
  customerLogoutSchema,
  customerMobileParamsSchema,
  customerOrderSchema,
  customerSummarySchema,
  customerTokenSchema,
  signInCodeRequestSchema,
  signInCodeSentSchema,
  signInCodeVerifySchema,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUSTOMER, noContent, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { CUSTOMER_CODE_RATE_LIMIT, ORDER_READ_RATE_LIMIT } from '../../plugins/rate-limits.js';
import type { CustomerSignInService } from './customer-sign-in.service.js';
import type { CustomersService } from './customers.service.js';

const signInDoc = routeDoc('sign-in');
const doc = routeDoc('customers');

/** Customers sign in with their mobile and see their orders; staff see the regulars. */
export const customersRoutes =
  (signIn: CustomerSignInService, customers: CustomersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/customer/otp',
      {
        schema: {
          ...signInDoc(
            'requestSignInCode',
            PUBLIC,
            'Send a 6-digit sign-in code to the mobile (WhatsApp, else SMS), good for 5 minutes; the same answer whether the number has ordered or not. ' +
              '3 codes per mobile in 15 minutes, and a number locked by wrong codes gets none: 429 with Retry-After. 409 when the shop has no way to send codes (`customerSignIn` false in GET /api/shop), 503 when sending one failed',
          ),
          body: signInCodeRequestSchema,
          response: { 200: signInCodeSentSchema, ...problemResponses(400, 409, 429, 503) },
        },
        config: { rateLimit: CUSTOMER_CODE_RATE_LIMIT },
      },
      (request) => signIn.requestCode(request.body.mobile, request.body.language),
    );

    app.post(
      '/api/customer/verify',
      {
        schema: {
          ...signInDoc(
            'verifySignInCode',
            PUBLIC,
            'Sign in with the mobile and its code: a customer token. A wrong or expired code is 400; the 5th wrong code in 15 minutes locks the mobile for 15 minutes (then 429 with Retry-After)',
          ),
          body: signInCodeVerifySchema,
          response: { 200: customerTokenSchema, ...problemResponses(400, 429) },
        },
        config: { rateLimit: CUSTOMER_CODE_RATE_LIMIT },
      },
      (request) => signIn.verify(request.body.mobile, request.body.code),
    );

    app.post(
      '/api/customer/logout',
      {
        schema: {
          ...signInDoc(
            'customerLogOut',
            CUSTOMER,
            'Sign out: the token stops working on every server at once; `allDevices` signs the mobile out everywhere',
          ),
          body: customerLogoutSchema.nullish(),
          response: { 204: noContent('Signed out'), ...problemResponses(400, 401) },
        },
        onRequest: app.requireCustomer,
      },
      async (request, reply) => {
        await signIn.logout(request.customer!, request.body?.allDevices === true);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/customer/orders',
      {
        schema: {
          ...signInDoc(
            'listCustomerOrders',
            CUSTOMER,
            'Every order placed with the signed-in mobile, from any device, newest first',
          ),
          response: { 200: z.array(customerOrderSchema), ...problemResponses(401, 429) },
        },
        onRequest: app.requireCustomer,
        config: { rateLimit: ORDER_READ_RATE_LIMIT },
      },
      (request) => customers.ordersOf(request.customer!.mobile),
    );

    // Staff routes check the token on request, before the query or params are even looked at.
    app.get(
      '/api/admin/customers',
      {
        schema: {
          ...doc(
            'listCustomers',
            STAFF,
            'One row per mobile that ordered: the names it used, its orders, what it spent (cancelled orders left out) and its last order; the latest first',
          ),
          querystring: customerListQuerySchema,
          response: { 200: z.array(customerSummarySchema), ...problemResponses(400, 401) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => customers.list(request.query),
    );

    app.get(
      '/api/admin/customers.csv',
      {
        schema: {
          ...doc(
            'exportCustomersCsv',
            STAFF,
            'The customers (the same search) as CSV (UTF-8 with BOM), one row per mobile; `lang=hi` for Hindi headers',
          ),
          querystring: customerCsvQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv; charset=utf-8'), ...problemResponses(400, 401) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="customers.csv"')
          .send(await customers.csv(request.query.q, request.query.lang)),
    );

    app.get(
      '/api/admin/customers/:mobile/orders',
      {
        schema: {
          ...doc('listCustomerOrdersForStaff', STAFF, "One customer's orders, newest first, as the orders screen shows them"),
          params: customerMobileParamsSchema,
          response: { 200: z.array(adminOrderSchema), ...problemResponses(400, 401) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => customers.adminOrdersOf(request.params.mobile, request.admin!.outlets),
    );
  };
