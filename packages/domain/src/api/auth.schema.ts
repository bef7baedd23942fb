import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles.js';
import { accountStatusSchema } from './account.schema.js';

/** A signed-in staff member's bearer token and email. */
export const loginResponseSchema = z.object({
  token: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES).describe('owner: the whole back office; cashier: the counter only'),
  outlets: z.array(z.number().int()).nullable().describe('The outlets whose orders it sees; null: every outlet'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `message` tells the person whether they can sign in now or must wait for an admin. */
export const registerResponseSchema = z.object({ email: z.string(), status: accountStatusSchema, message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `GET /api/auth/register`: whether an account asked for now needs the setup code (the shop has no admin yet). */
export const registrationSchema = z.object({ setupCodeRequired: z.boolean() });
export type Registration = z.infer<typeof registrationSchema>;

/** `GET /api/auth/me`: whose token this is. */
export const currentStaffSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES).describe('owner: the whole back office; cashier: the counter only'),
  outlets: z.array(z.number().int()).nullable().describe('The outlets whose orders it sees; null: every outlet'),
});
export type CurrentStaff = z.infer<typeof currentStaffSchema>;
