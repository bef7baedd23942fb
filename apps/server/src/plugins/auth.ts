import { say, type StaffRole } from '@halwai/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/problems.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner's account (the back office); null for a cashier, or nobody. */
    admin: Admin | null;
    /** Any signed-in member of staff, a cashier included (the counter). */
    staff: Admin | null;
  }
  interface FastifyInstance {
    /** preHandler for the back office: 401 without an approved account's live bearer token, 403 for a cashier. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler for the counter and the account's own calls: 401 without a live staff token, any role. */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** preHandler that reads a bearer token if one is sent, without demanding it (an owner's only). */
    readAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** A signed-in member of staff, as a request carries them. */
export interface Admin {
  userId: number;
  email: string;
  role: StaffRole;
  tokenHash: string;
  /** The outlets whose orders it sees (ids); null: every outlet. */
  outlets: readonly number[] | null;
}

/** What reads a staff token (modules/auth implements it): the plugin imports no module. */
export interface StaffTokens {
  authenticate(token: string): Promise<Admin | null>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, auth: StaffTokens) {
  app.decorateRequest('admin', null);
  app.decorateRequest('staff', null);

  const readAdmin = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.staff = token ? await auth.authenticate(token) : null;
    request.admin = request.staff?.role === 'owner' ? request.staff : null;
  };
  app.decorate('readAdmin', readAdmin);
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await readAdmin(request);
    if (!request.staff) throw unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await readAdmin(request);
    if (!request.staff) throw unauthorized();
    if (!request.admin) throw forbidden(say('counter.cashierOnly'));
  });
}
