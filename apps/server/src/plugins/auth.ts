import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/problems.js';
import type { Admin, AuthService } from '../modules/auth/auth.service.js';

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

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, auth: AuthService) {
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
