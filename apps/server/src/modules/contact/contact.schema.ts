import type { contactSchema } from '@halwai/domain';
import { z } from 'zod';

export const contactResponseSchema = z.object({ message: z.string() });

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const handledBodySchema = z.object({ handled: z.boolean({ error: 'handled must be true or false' }) });

export type ContactForm = z.output<typeof contactSchema>;
