import { z } from 'zod';

export { CONTACT_MESSAGES } from './contact-message.messages.js';

/** The answer to the get-in-touch form: the shop's reply. */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** A get-in-touch message as the back office reads it. */
export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phoneNumber: z.string(),
    message: z.string(),
    handled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const handledChangeSchema = z.object({ handled: z.boolean({ error: 'handled must be true or false' }) });
export type HandledChange = z.infer<typeof handledChangeSchema>;
