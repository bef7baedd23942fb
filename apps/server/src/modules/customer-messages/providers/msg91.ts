import { FailureForGood } from '../../notifications/channels/channel.js';
import { readJson, throwUnlessOk } from './http-answer.js';

export interface Msg91Settings {
  /** MSG91's v5 address, without a trailing slash. */
  apiUrl: string;
  authKey: string;
}

export interface Msg91FlowMessage {
  /** 91XXXXXXXXXX */
  to: string;
  /** The MSG91 template id of the DLT-approved text. */
  templateId: string;
  /** The template's variables in order: sent as VAR1, VAR2, … */
  variables: readonly string[];
}

export interface Msg91OtpMessage {
  /** 91XXXXXXXXXX */
  to: string;
  /** The MSG91 id of the OTP template. */
  templateId: string;
  code: string;
  /** How long MSG91 tells the customer the code works. */
  expiryMinutes: number;
}

/** MSG91 answers `{type: 'success' | 'error', message}`: the request id, or the reason. */
const answerOf = (body: unknown) => body as { type?: unknown; message?: unknown } | null;

/** MSG91's Flow API: one DLT template SMS per call. Resolves with MSG91's request id. */
export function createMsg91Client(settings: Msg91Settings) {
  return {
    async sendFlow(message: Msg91FlowMessage, signal: AbortSignal): Promise<string> {
      const variables = Object.fromEntries(message.variables.map((value, i) => [`VAR${i + 1}`, value]));
      const response = await fetch(`${settings.apiUrl}/flow`, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: message.templateId, short_url: '0', recipients: [{ mobiles: message.to, ...variables }] }),
        signal,
      });
      const answer = answerOf(await readJson(response));
      const reason = typeof answer?.message === 'string' ? answer.message : null;
      throwUnlessOk('MSG91', response, reason);
      // MSG91 also refuses with a 200 that says so.
      if (answer?.type === 'error') throw new FailureForGood(`MSG91 refused the message${reason ? `: ${reason}` : ''}`);
      return reason ?? '';
    },

    /**
     * MSG91's SendOTP API with our own code (`otp`), so MSG91 only carries it: we keep and check the
     * code ourselves. The DLT-approved OTP template holds `##OTP##`. Resolves with MSG91's request id.
     */
    async sendOtp(message: Msg91OtpMessage, signal: AbortSignal): Promise<string> {
      const query = new URLSearchParams({
        template_id: message.templateId,
        mobile: message.to,
        otp: message.code,
        otp_expiry: String(message.expiryMinutes),
      });
      const response = await fetch(`${settings.apiUrl}/otp?${query}`, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
        signal,
      });
      const body = await readJson(response);
      const answer = answerOf(body);
      const reason = typeof answer?.message === 'string' ? answer.message : null;
      throwUnlessOk('MSG91', response, reason);
      if (answer?.type === 'error') throw new FailureForGood(`MSG91 refused the code${reason ? `: ${reason}` : ''}`);
      const requestId = (body as { request_id?: unknown } | null)?.request_id;
      return typeof requestId === 'string' ? requestId : (reason ?? '');
    },
  };
}
export type Msg91Client = ReturnType<typeof createMsg91Client>;
