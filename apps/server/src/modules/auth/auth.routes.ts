import { loginSchema, registerSchema } from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_RATE_LIMIT } from '../../plugins/rate-limits.js';
import type { AuthService } from './auth.service.js';

const accountSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      { schema: { tags: ['auth'], body: loginSchema }, config: { rateLimit: AUTH_RATE_LIMIT } },
      (request) => auth.login(request.body),
    );

    app.post(
      '/api/auth/register',
      { schema: { tags: ['auth'], body: registerSchema }, config: { rateLimit: AUTH_RATE_LIMIT } },
      async (request, reply) => {
        const account = await auth.register(request.body);
        return reply.code(201).send({
          email: account.email,
          status: account.status,
          message: account.status === 'approved' ? 'Account created' : 'Account created. An admin must approve it before you can sign in.',
        });
      },
    );

    app.post('/api/auth/logout', { schema: { tags: ['auth'] }, preHandler: app.requireAdmin }, async (request, reply) => {
      await auth.logout(request.admin!);
      return reply.code(204).send();
    });

    app.get('/api/auth/me', { schema: { tags: ['auth'] }, preHandler: app.requireAdmin }, (request) => ({
      email: request.admin!.email,
    }));

    app.get('/api/admin/accounts', { schema: { tags: ['accounts'] }, preHandler: app.requireAdmin }, () => auth.listAccounts());

    app.post(
      '/api/admin/accounts',
      { schema: { tags: ['accounts'], body: registerSchema, response: { 201: accountSchema } }, preHandler: app.requireAdmin },
      async (request, reply) => reply.code(201).send(await auth.createApprovedAccount(request.body)),
    );

    app.put(
      '/api/admin/accounts/:id/status',
      {
        schema: {
          tags: ['accounts'],
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({ status: z.enum(['approved', 'rejected']) }),
        },
        preHandler: app.requireAdmin,
      },
      (request) => auth.setAccountStatus(request.admin!, request.params.id, request.body.status),
    );
  };
