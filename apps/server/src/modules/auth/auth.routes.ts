import {
  accountStatusChangeSchema,
  accountRoleChangeSchema,
  accountOutletsChangeSchema,
  currentStaffSchema,
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  registrationSchema,
  selfRegisterSchema,
  staffAccountSchema,
} from '@halwai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, problemResponses, PUBLIC, routeDoc, STAFF } from '../../plugins/openapi.js';
import { AUTH_RATE_LIMIT } from '../../plugins/rate-limits.js';
import { accountIdParamsSchema } from './auth.schema.js';
import type { AuthService } from './auth.service.js';

/** Which ids name outlets (modules/outlets answers it). */
export interface KnownOutlets {
  exists(id: number): Promise<boolean>;
}

const doc = routeDoc('auth');
const accountsDoc = routeDoc('accounts');

export const authRoutes =
  (auth: AuthService, outlets: KnownOutlets): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      {
        schema: {
          ...doc('logIn', PUBLIC, 'Sign in with email and password; the answer carries the bearer token for staff calls'),
          body: loginSchema,
          response: { 200: loginResponseSchema, ...problemResponses(400, 401, 403, 429) },
        },
        config: { rateLimit: AUTH_RATE_LIMIT },
      },
      (request) => auth.login(request.body),
    );

    app.get(
      '/api/auth/register',
      {
        schema: {
          ...doc(
            'getRegistration',
            PUBLIC,
            'Whether registering now needs the setup code the start printed (only while the shop has no admin)',
          ),
          response: { 200: registrationSchema },
        },
      },
      async () => ({ setupCodeRequired: await auth.setupCodeRequired() }),
    );

    app.post(
      '/api/auth/register',
      {
        schema: {
          ...doc(
            'registerAccount',
            PUBLIC,
            'Ask for a staff account, which waits for approval; with no admin yet, `setupCode` is needed (else 403) and approves it',
          ),
          body: selfRegisterSchema,
          response: { 201: registerResponseSchema, ...problemResponses(400, 403, 409, 429) },
        },
        config: { rateLimit: AUTH_RATE_LIMIT },
      },
      async (request, reply) => {
        const account = await auth.register(request.body);
        return reply.code(201).send({
          email: account.email,
          status: account.status,
          message:
            account.status === 'approved'
              ? 'Account created'
              : 'Account created. An admin must approve it before you can sign in.',
        });
      },
    );

    // Staff routes check the token on request, before the body or params are even looked at.
    app.post(
      '/api/auth/logout',
      {
        schema: {
          ...doc('logOut', STAFF, 'Sign out: the token is revoked on the server'),
          response: { 204: noContent('Signed out'), ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      async (request, reply) => {
        await auth.logout(request.admin!);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/auth/me',
      {
        schema: {
          ...doc('getCurrentStaff', STAFF, "Whose token this is: the signed-in account's email and role"),
          response: { 200: currentStaffSchema, ...problemResponses(401) },
        },
        onRequest: app.requireStaff,
      },
      (request) => ({ email: request.staff!.email, role: request.staff!.role, outlets: request.staff!.outlets as number[] | null }),
    );

    app.get(
      '/api/admin/accounts',
      {
        schema: {
          ...accountsDoc('listAccounts', STAFF, 'Every staff account, with its approval status'),
          response: { 200: z.array(staffAccountSchema), ...problemResponses(401) },
        },
        onRequest: app.requireAdmin,
      },
      () => auth.listAccounts(),
    );

    app.post(
      '/api/admin/accounts',
      {
        schema: {
          ...accountsDoc('createAccount', STAFF, 'Create a staff account, approved at once'),
          body: registerSchema,
          response: { 201: staffAccountSchema, ...problemResponses(400, 401, 403, 409) },
        },
        onRequest: app.requireAdmin,
      },
      async (request, reply) => reply.code(201).send(await auth.createApprovedAccount(request.admin!, request.body)),
    );

    app.put(
      '/api/admin/accounts/:id/status',
      {
        schema: {
          ...accountsDoc('setAccountStatus', STAFF, 'Approve an account, or reject it and end its sessions'),
          params: accountIdParamsSchema,
          body: accountStatusChangeSchema,
          response: { 200: staffAccountSchema, ...problemResponses(400, 401, 403, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => auth.setAccountStatus(request.admin!, request.params.id, request.body.status),
    );

    app.put(
      '/api/admin/accounts/:id/role',
      {
        schema: {
          ...accountsDoc('setAccountRole', STAFF, 'Make an account a cashier (the counter only) or an owner'),
          params: accountIdParamsSchema,
          body: accountRoleChangeSchema,
          response: { 200: staffAccountSchema, ...problemResponses(400, 401, 403, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => auth.setAccountRole(request.admin!, request.params.id, request.body.role),
    );

    app.put(
      '/api/admin/accounts/:id/outlets',
      {
        schema: {
          ...accountsDoc(
            'setAccountOutlets',
            STAFF,
            'Limit an account to some outlets: it sees only their orders, and its counter shifts open there; null or [] frees it. An id that names no outlet answers 400.',
          ),
          params: accountIdParamsSchema,
          body: accountOutletsChangeSchema,
          response: { 200: staffAccountSchema, ...problemResponses(400, 401, 403, 404) },
        },
        onRequest: app.requireAdmin,
      },
      (request) => auth.setAccountOutlets(request.admin!, request.params.id, request.body.outlets, (id) => outlets.exists(id)),
    );
  };
