import {
  counterBillSchema,
  counterItemSchema,
  counterOfferCheckRequestSchema,
  counterSalesQuerySchema,
  counterRefundRequestSchema,
  counterSaleRequestSchema,
  creditNoteSchema,
  counterSaleSchema,
  counterScanSchema,
  counterSendRequestSchema,
  counterSendSchema,
  counterSettingsSchema,
  offerCheckResponseSchema,
  staffRoleOf,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import { orderIdParamsSchema, placeOrderHeadersSchema } from '../orders/orders.schema.js';
import type { CustomerMessagesService } from '../customer-messages/customer-messages.service.js';
import type { PlaceOrder } from '../place-order/place-order.service.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { ShiftsService } from '../shifts/shifts.service.js';
import type { CounterService } from './counter.service.js';

const doc = routeDoc('counter');

const scanQuerySchema = z.object({
  code: z.string().trim().min(1, 'code is the barcode read').max(64, 'code is the barcode read'),
});

/** The counter's calls: any member of staff, a cashier included. */
export const counterRoutes =
  (
    placeOrder: PlaceOrder,
    counter: CounterService,
    shifts: Pick<ShiftsService, 'openShiftId'>,
    refunds: RefundsService,
    bills: Pick<CustomerMessagesService, 'sendBill'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/counter/sales',
      {
        schema: {
          ...doc(
            'sellAtCounter',
            STAFF,
            'Sell a bill at the counter: completed and paid at once, its invoice numbered; a repeated Idempotency-Key answers the same sale',
          ),
          headers: placeOrderHeadersSchema,
          body: counterSaleRequestSchema,
          response: { 201: counterSaleSchema, ...problemResponses(400, 401, 409) },
        },
        onRequest: app.requireStaff,
      },
      async (request, reply) => {
        const staff = request.staff!;
        const seller = { email: staff.email, cashier: staffRoleOf(staff.role) === 'cashier', outlets: staff.outlets };
        return reply.code(201).send(await placeOrder.counter(request.body, seller, request.headers['idempotency-key']));
      },
    );

    app.post(
      '/api/counter/offer-check',
      {
        schema: {
          ...doc(
            'checkCounterOffer',
            STAFF,
            'The saving an offer code gives on a counter bill before paying, reckoned as the sale reckons it (400 `errors.offerCode` when it does not apply)',
          ),
          body: counterOfferCheckRequestSchema,
          response: { 200: offerCheckResponseSchema, ...problemResponses(400, 401) },
        },
        onRequest: app.requireStaff,
      },
      (request) => placeOrder.counterOffer(request.body),
    );

    app.post(
      '/api/counter/sales/:id/refund',
      {
        schema: {
          ...doc(
            'refundCounterSale',
            STAFF,
            "Refund a counter bill, whole or by line, within the owner's days: stock back, money back by its methods, a GST credit note",
          ),
          params: orderIdParamsSchema,
          body: counterRefundRequestSchema,
          response: { 201: creditNoteSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireStaff,
      },
      async (request, reply) => {
        return reply.code(201).send(await refunds.refund(request.params.id, request.body, { email: request.staff!.email }));
      },
    );

    app.post(
      '/api/counter/sales/:id/send',
      {
        schema: {
          ...doc(
            'sendCounterSale',
            STAFF,
            "Send a counter bill to the customer's WhatsApp (else SMS) as the link to its invoice; queued once per call, never to a number that replied STOP",
          ),
          params: orderIdParamsSchema,
          body: counterSendRequestSchema,
          response: { 202: counterSendSchema, ...problemResponses(400, 401, 404, 409) },
        },
        onRequest: app.requireStaff,
      },
      async (request, reply) => reply.code(202).send(await bills.sendBill(request.params.id, request.body.mobile)),
    );

    app.get(
      '/api/counter/sales',
      {
        schema: {
          ...doc(
            'findCounterSales',
            STAFF,
            "Counter bills to refund: the one with this invoice number (an account limited to outlets finds only theirs); without one, the latest 20 of the caller's open shift",
          ),
          querystring: counterSalesQuerySchema,
          response: { 200: z.array(counterBillSchema), ...problemResponses(400, 401) },
        },
        onRequest: app.requireStaff,
      },
      async (request) => {
        const { invoice } = request.query;
        if (invoice !== undefined) return refunds.findBills({ invoice }, request.staff!.outlets);
        const shiftId = await shifts.openShiftId(request.staff!.email);
        return shiftId === null ? [] : refunds.findBills({ shiftId });
      },
    );

    app.get(
      '/api/counter/credit-notes/:id',
      {
        schema: {
          ...doc('getCreditNote', STAFF, "One credit note, for its printed receipt; one on another outlet's bill answers 404 to an account limited to outlets, as an unknown one"),
          params: orderIdParamsSchema,
          response: { 200: creditNoteSchema, ...problemResponses(401, 404) },
        },
        onRequest: app.requireStaff,
      },
      (request) => refunds.creditNote(request.params.id, request.staff!.outlets),
    );

    app.get(
      '/api/counter/sales/:id',
      {
        schema: {
          ...doc('getCounterSale', STAFF, 'One counter bill, for its receipt'),
          params: orderIdParamsSchema,
          response: { 200: counterSaleSchema.extend({ accessKey: z.string().optional() }), ...problemResponses(401, 404) },
        },
        onRequest: app.requireStaff,
      },
      (request) => counter.sale(request.params.id),
    );

    app.get(
      '/api/counter/scan',
      {
        schema: {
          ...doc(
            'scanAtCounter',
            STAFF,
            "What a scanned barcode adds to the bill: an item, a pack, or a scale label's item and weight",
          ),
          querystring: scanQuerySchema,
          response: { 200: counterScanSchema, ...problemResponses(400, 401, 404) },
        },
        onRequest: app.requireStaff,
      },
      (request) => counter.scan(request.query.code),
    );

    app.get(
      '/api/counter/items',
      {
        schema: {
          ...doc(
            'listCounterItems',
            STAFF,
            'How each item sells at the counter (weighed or by the pack) and its own price per kg, beside the catalogue',
          ),
          response: { 200: z.array(counterItemSchema), ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      () => counter.items(),
    );

    app.get(
      '/api/counter/settings',
      {
        schema: {
          ...doc(
            'getCounterSettings',
            STAFF,
            "The counter's settings: quick keys, the scale's label layout, the cashier's discount limit",
          ),
          response: { 200: counterSettingsSchema, ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      () => counter.counterSettings(),
    );
  };
