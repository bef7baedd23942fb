import { MESSAGES } from '@halwai/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/problems.js';
import { isCustomerToken, type Customer, type CustomerSignInService } from '../modules/customers/customer-sign-in.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    customer: Customer | null;
  }
  interface FastifyInstance {
    /** preHandler for the signed-in customer's calls: 401 without a live customer token. */
    requireCustomer(request: FastifyRequest): Promise<void>;
    /** preHandler that reads a customer token if one is sent, without demanding it. */
    readCustomer(request: FastifyRequest): Promise<void>;
  }
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.match(/^Bearer\s+(\S{1,200})$/i)?.[1] ?? null;

/**
 * Customers' tokens, a kind of their own: they are looked up among customer sessions only, so a
 * customer token opens no staff route and a staff token is no customer's.
 */
export function registerCustomerAuth(app: FastifyInstance, signIn: CustomerSignInService) {
  app.decorateRequest('customer', null);

  const readCustomer = async (request: FastifyRequest) => {
    const token = bearer(request);
    request.customer = token && isCustomerToken(token) ? await signIn.authenticate(token) : null;
  };
  app.decorate('readCustomer', readCustomer);
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    await readCustomer(request);
    if (!request.customer) throw unauthorized(MESSAGES.customerSignInRequired);
  });
}
