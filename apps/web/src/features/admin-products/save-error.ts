import { currentLanguage } from '../../i18n/i18n';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { ApiError } from '../../lib/api-client';

export interface SaveErrorText {
  heading: string;
  message: string;
}

/**
 * What the Error dialog says about a failed save: the server's title, else `fallback`
 * ('Error saving product' / 'Error updating product'), over the server's or the exception's message,
 * put in words when it is only a bare status or "Failed to fetch". The server's title is an English
 * HTTP phrase ("Bad Request"), so other languages head the dialog with `fallback`, already in theirs.
 */
export function describeSaveError(error: unknown, fallback: string): SaveErrorText {
  if (error instanceof ApiError) {
    const heading = currentLanguage() === 'en' ? error.title || fallback : fallback;
    return { heading, message: errorMessage(error, '') };
  }
  const message = errorMessage(error, fallback);
  return { heading: fallback, message: message === fallback ? '' : message };
}
