import { FailureForGood } from '../../notifications/channels/channel.js';

/** A provider's answer body, read as JSON when it is JSON; null otherwise. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Throws for an answer that is not a success: a 4xx (but 408 and 429, which ask us to come back) is
 * a refusal for good, with the provider's reason; anything else is worth another attempt later.
 */
export function throwUnlessOk(provider: string, response: Response, reason: string | null): void {
  if (response.ok) return;
  const said = `${provider} answered ${response.status}${reason ? `: ${reason}` : ''}`;
  const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
  throw retryable ? new Error(said) : new FailureForGood(said);
}
