import { say } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/problems.js';

/** Which outlet takes an order (modules/orders answers it): the plugin imports no module. */
export interface OrderOutlets {
  outletOf(orderId: number): Promise<number | undefined>;
}

/**
 * Every staff route about one order: its details and each thing staff do to it (steps, slot,
 * payment, refund, messages, the counter's bill, refund and resend). Future routes under these
 * paths are covered as they are written.
 */
const ONE_ORDER_ROUTE = /^\/api\/(admin\/orders|counter\/sales)\/:id(\/|$)/;

/**
 * The one rule for a member of staff limited to some outlets (users.outlets): another outlet's order
 * is missing to them, with the same 404 as an unknown order, so ids cannot be probed. Lists apply
 * the same scope in their queries (OrderFilter.scope).
 */
export function registerOrderScope(app: FastifyInstance, orders: OrderOutlets): void {
  app.addHook('preHandler', async (request) => {
    const scope = request.staff?.outlets;
    if (!scope || !ONE_ORDER_ROUTE.test(request.routeOptions.url ?? '')) return;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'number') return;
    const outlet = await orders.outletOf(id);
    if (outlet !== undefined && !scope.includes(outlet)) throw notFound(say('common.orderNotFound', id));
  });
}
