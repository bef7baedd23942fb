import {
  counterShiftSchema,
  paidOutRequestSchema,
  paidOutSchema,
  shiftCloseRequestSchema,
  shiftCloseSchema,
  shiftOpenRequestSchema,
  shiftSchema,
} from '@halwai/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses, routeDoc, STAFF } from '../../plugins/openapi.js';
import { orderIdParamsSchema } from '../orders/orders.schema.js';
import type { ShiftsService } from './shifts.service.js';

const doc = routeDoc('counter');

/** The caller as the shifts see them: a cashier reaches their own shifts, the owner every one at its outlets. */
const actor = (request: FastifyRequest) => ({ email: request.staff!.email, owner: request.staff!.role === 'owner', outlets: request.staff!.outlets });

/** Shifts: a cashier opens and closes their own; the owner reads them all. */
export const shiftsRoutes =
  (shifts: ShiftsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/counter/shifts',
      {
        schema: {
          ...doc(
            'openShift',
            STAFF,
            "Open a shift with the float counted into the drawer, at an outlet (`outletId`, one of the account's; else its first): its bills are that outlet's",
          ),
          body: shiftOpenRequestSchema,
          response: { 201: shiftSchema, ...problemResponses(400, 401, 409) },
        },
        onRequest: app.requireStaff,
      },
      async (request, reply) => reply.code(201).send(await shifts.open(request.staff!, request.body)),
    );

    app.get(
      '/api/counter/shifts/current',
      {
        schema: {
          ...doc(
            'getCurrentShift',
            STAFF,
            "The shift this staff member has open, with the drawer's sums and paid-outs; 404 without one",
          ),
          response: { 200: counterShiftSchema, ...problemResponses(401, 404) },
        },
        onRequest: app.requireStaff,
      },
      (request) => shifts.current(request.staff!.email),
    );

    app.get(
      '/api/counter/shifts/:id',
      {
        schema: {
          ...doc(
            'getCounterShift',
            STAFF,
            "One of the caller's shifts (any at its outlets, for the owner; another outlet's answers 404 as an unknown shift) with the drawer's sums, paid-outs and, once closed, its Z report",
          ),
          params: orderIdParamsSchema,
          response: { 200: counterShiftSchema, ...problemResponses(401, 403, 404) },
        },
        onRequest: app.requireStaff,
      },
      (request) => shifts.counterShift(request.params.id, actor(request)),
    );

    app.post(
      '/api/counter/shifts/:id/paid-outs',
      {
        schema: {
          ...doc('payOut', STAFF, "Cash taken out of an open shift's drawer, with the reason: the drawer expects that much less"),
          params: orderIdParamsSchema,
          body: paidOutRequestSchema,
          response: { 201: paidOutSchema, ...problemResponses(400, 401, 403, 404, 409) },
        },
        onRequest: app.requireStaff,
      },
      async (request, reply) => reply.code(201).send(await shifts.payOut(request.params.id, actor(request), request.body)),
    );

    app.post(
      '/api/counter/shifts/:id/close',
      {
        schema: {
          ...doc(
            'closeShift',
            STAFF,
            'Close a shift with the drawer counted by denomination: expected, counted, the difference and the Z report',
          ),
          params: orderIdParamsSchema,
          body: shiftCloseRequestSchema,
          response: { 200: shiftCloseSchema, ...problemResponses(400, 401, 403, 404, 409) },
        },
        onRequest: app.requireStaff,
      },
      (request) => shifts.close(request.params.id, actor(request), request.body),
    );

    app.get(
      '/api/admin/shifts',
      {
        schema: {
          ...doc('listShifts', STAFF, "The latest 200 shifts, newest first, with their counts and Z reports; to an account limited to outlets, only its outlets' shifts"),
          response: { 200: z.array(shiftSchema), ...problemResponses(401, 403) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => shifts.list(request.admin!.outlets),
    );

    app.get(
      '/api/admin/shifts/:id',
      {
        schema: {
          ...doc('getShift', STAFF, "One shift with its count, Z report, the drawer's sums and paid-outs; another outlet's answers 404 to an account limited to outlets, as an unknown shift"),
          params: orderIdParamsSchema,
          response: { 200: counterShiftSchema, ...problemResponses(401, 403, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => shifts.get(request.params.id, request.admin!.outlets),
    );
  };
