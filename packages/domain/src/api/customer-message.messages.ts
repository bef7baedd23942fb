// The words of customer-message.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

import { MESSAGE_PLACEHOLDERS } from '../customer-messages.js';
import { named } from '../message-params.js';

export const CUSTOMER_MESSAGE_MESSAGES = {
  textNeeded: 'Write the message for this step, or stop sending it',
  textTooLong: 'A message can be at most 1000 characters',
  unknownPlaceholder: named(['name'], (name: string) =>
    `{${name}} is not a placeholder: use ${MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`),
  whatsappTemplate: 'A WhatsApp template name has lower-case letters, digits and underscores',
  whatsappLanguage: 'A WhatsApp language code looks like en, en_US or hi',
  smsTemplateId: 'An MSG91 template id has letters and digits only (at most 64)',
  language: 'Choose English (en) or Hindi (hi)',
  notFound: 'This message is not on this order',
  notFailed: 'Only a failed message can be sent again',
  optedOut: 'The customer replied STOP: no more messages go to this number until they reply START',
  channelOff: 'This channel is not set up on the server any more',
} as const;
