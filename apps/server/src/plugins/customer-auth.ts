import { MESSAGES } from '@halwai/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/problems.js';
import { isCustomerToken } from '../lib/customer-token.js';

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

/** A customer signed in with a code, as a request carries them. */
export interface Customer {
  mobile: string;
  tokenHash: string;
}

/** What reads a customer token (modules/customers implements it): the plugin imports no module. */
export interface CustomerTokens {
  authenticate(token: string): Promise<Customer | null>;
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.match(/^Bearer\s+(\S{1,200})$/i)?.[1] ?? null;

/**
 * Customers' tokens, a kind of their own: they are looked up among customer sessions only, so a
 * customer token opens no staff route and a staff token is no customer's.
 */
export function registerCustomerAuth(app: FastifyInstance, signIn: CustomerTokens) {
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
