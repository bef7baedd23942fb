import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/problems.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: Admin | null;
  }
  interface FastifyInstance {
    /** preHandler for staff-only routes: 401 without an approved account's live bearer token. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler that reads a bearer token if one is sent, without demanding it. */
    readAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** A signed-in member of staff, as a request carries them. */
export interface Admin {
  userId: number;
  email: string;
  tokenHash: string;
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

  const readAdmin = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.admin = token ? await auth.authenticate(token) : null;
  };
  app.decorate('readAdmin', readAdmin);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await readAdmin(request);
    if (!request.admin) throw unauthorized();
  });
}
