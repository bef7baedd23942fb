// The words of contact-message.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

/** What the server says about the get-in-touch messages staff read. */
export const CONTACT_MESSAGES = {
  notFound: 'Message not found',
} as const;
