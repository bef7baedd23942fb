import { readJson, throwUnlessOk } from './http-answer.js';

export interface WhatsAppSettings {
  /** The Graph API's address with its version, without a trailing slash. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
}

export interface WhatsAppTemplateMessage {
  /** 91XXXXXXXXXX */
  to: string;
  template: string;
  language: string;
  /** The template's body parameters, in order. */
  parameters: readonly string[];
}

export interface WhatsAppCodeMessage {
  /** 91XXXXXXXXXX */
  to: string;
  /** An approved template of the authentication category with a copy-code button. */
  template: string;
  language: string;
  code: string;
}

/** The reason in a Graph API error answer: `{error: {message, error_data: {details}}}`. */
function graphError(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown; error_data?: { details?: unknown } } } | null)?.error;
  if (!error) return null;
  const details = typeof error.error_data?.details === 'string' ? ` (${error.error_data.details})` : '';
  return typeof error.message === 'string' ? `${error.message}${details}` : null;
}

/**
 * Meta's WhatsApp Cloud API: one approved template message per call. Resolves with the message's id
 * (`messages[0].id`), which the delivery receipts on the webhook carry.
 */
export function createWhatsAppClient(settings: WhatsAppSettings) {
  const send = async (message: object, signal: AbortSignal): Promise<string> => {
    const response = await fetch(`${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', ...message }),
      signal,
    });
    const body = await readJson(response);
    throwUnlessOk('WhatsApp', response, graphError(body));
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string') throw new Error('WhatsApp answered without a message id');
    return id;
  };

  return {
    sendTemplate(message: WhatsAppTemplateMessage, signal: AbortSignal): Promise<string> {
      return send(
        {
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components:
              message.parameters.length === 0 ? [] : [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        },
        signal,
      );
    },

    /**
     * A one-time code through an approved authentication template with a copy-code button, as Meta
     * documents it: the code is the body's parameter and the button's (a URL button at index 0).
     */
    sendAuthenticationCode(message: WhatsAppCodeMessage, signal: AbortSignal): Promise<string> {
      const code = [{ type: 'text', text: message.code }];
      return send(
        {
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              { type: 'body', parameters: code },
              { type: 'button', sub_type: 'url', index: '0', parameters: code },
            ],
          },
        },
        signal,
      );
    },
  };
}
export type WhatsAppClient = ReturnType<typeof createWhatsAppClient>;
