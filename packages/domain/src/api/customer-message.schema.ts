import { z } from 'zod';
import {
  CUSTOMER_MESSAGE_CHANNELS,
  CUSTOMER_MESSAGE_STATES,
  DEFAULT_MESSAGE_STEPS,
  DEFAULT_MESSAGE_TEXTS,
  DEFAULT_WHATSAPP_TEMPLATES,
  MESSAGE_LANGUAGES,
  MESSAGE_STEPS,
  type MessageStep,
  STEP_LABELS,
  unknownPlaceholder,
} from '../customer-messages.js';
import { ORDER_STEPS, type OrderStep } from '../order-workflow.js';
import { CUSTOMER_MESSAGE_MESSAGES } from './customer-message.messages.js';
import { codedIssue, say } from '../coded-message.js';

export { CUSTOMER_MESSAGE_MESSAGES } from './customer-message.messages.js';

const messageText = z
  .string({ error: CUSTOMER_MESSAGE_MESSAGES.textNeeded })
  .trim()
  .max(1000, CUSTOMER_MESSAGE_MESSAGES.textTooLong)
  .superRefine((text, ctx) => {
    const unknown = unknownPlaceholder(text);
    if (unknown !== null) ctx.addIssue(codedIssue(say('customerMessage.unknownPlaceholder', unknown)));
  });

const smsTemplateIdSchema = z.string().trim().regex(/^[A-Za-z0-9]{0,64}$/, CUSTOMER_MESSAGE_MESSAGES.smsTemplateId);

/** One step's message: whether it is sent, its texts, and the provider templates registered for it. */
export const stepMessageSettingsSchema = z
  .object({
    send: z.boolean(),
    textEn: messageText,
    textHi: messageText,
    whatsappTemplate: z
      .string()
      .trim()
      .regex(/^([a-z0-9_]{1,512})?$/, CUSTOMER_MESSAGE_MESSAGES.whatsappTemplate)
      .describe('The approved WhatsApp template for this step; empty: none registered, so no WhatsApp message'),
    whatsappLanguage: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, CUSTOMER_MESSAGE_MESSAGES.whatsappLanguage)
      .describe('The template language code registered at Meta, e.g. en, en_US, hi'),
    smsTemplateId: smsTemplateIdSchema.describe('The MSG91 template id of the DLT-approved SMS for this step; empty: no SMS'),
    smsTemplateIdHi: smsTemplateIdSchema
      .optional()
      .describe(
        'While the messages are in English: the MSG91 template id of the Hindi text, for orders placed in Hindi; empty or absent: those get the SMS in English',
      ),
  })
  .superRefine((step, ctx) => {
    const text = step.textEn || step.textHi;
    if (step.send && !text) ctx.addIssue({ code: 'custom', path: ['textEn'], message: CUSTOMER_MESSAGE_MESSAGES.textNeeded });
  });
export type StepMessageSettings = z.infer<typeof stepMessageSettingsSchema>;

/** Which steps tell the customer, in which language, with which texts and templates. */
export const customerMessageSettingsSchema = z
  .object({
    language: z.enum(MESSAGE_LANGUAGES, { error: CUSTOMER_MESSAGE_MESSAGES.language }),
    steps: z.object({
      ...(Object.fromEntries(ORDER_STEPS.map((step) => [step, stepMessageSettingsSchema.describe(STEP_LABELS[step])])) as Record<
        OrderStep,
        typeof stepMessageSettingsSchema
      >),
      // Settings stored before the counter's bill read it as its default.
      bill: stepMessageSettingsSchema.describe(STEP_LABELS.bill).default(() => defaultStepSettings('bill')),
      cart_reminder: stepMessageSettingsSchema.describe(STEP_LABELS.cart_reminder).default(() => defaultStepSettings('cart_reminder')),
      back_in_stock: stepMessageSettingsSchema.describe(STEP_LABELS.back_in_stock).default(() => defaultStepSettings('back_in_stock')),
    }),
  })
  .meta({ id: 'CustomerMessageSettings' });
export type CustomerMessageSettings = z.infer<typeof customerMessageSettingsSchema>;

/** One message to the customer about one step of the order, on one channel. */
export const customerMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(CUSTOMER_MESSAGE_CHANNELS),
    step: z.enum(MESSAGE_STEPS),
    state: z.enum(CUSTOMER_MESSAGE_STATES),
    reason: z.string().optional().describe("Why it failed (or why its last attempt did), in the provider's words"),
    at: z.string().describe('When it last changed state'),
    text: z
      .string()
      .nullable()
      .describe("The words sent, as the customer got them (an email's subject, a blank line, its text); null before its first send"),
  })
  .meta({ id: 'CustomerMessage' });
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/** What a shop starts with: the default texts, sent at the default steps, in English, with no templates registered yet. */
export function defaultCustomerMessageSettings(): CustomerMessageSettings {
  const steps = Object.fromEntries(MESSAGE_STEPS.map((step) => [step, defaultStepSettings(step)])) as Record<MessageStep, StepMessageSettings>;
  return { language: 'en', steps };
}

function defaultStepSettings(step: MessageStep): StepMessageSettings {
  return {
    send: DEFAULT_MESSAGE_STEPS.includes(step),
    textEn: DEFAULT_MESSAGE_TEXTS[step].en,
    textHi: DEFAULT_MESSAGE_TEXTS[step].hi,
    whatsappTemplate: DEFAULT_WHATSAPP_TEMPLATES[step] ?? '',
    whatsappLanguage: 'en',
    smsTemplateId: '',
  };
}
