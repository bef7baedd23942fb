import { z } from 'zod';
import { hasVisibleText } from './text.js';
import { HINDI_TEXT_MESSAGES } from './hindi-text-messages.js';
import { schemaMessage } from './coded-message.js';

export { HINDI_TEXT_MESSAGES } from './hindi-text-messages.js';

/**
 * A Hindi name or description beside the English one (decision 018): optional, held to the English
 * field's length. Blank, only invisible characters, or null reads as none (null); left out, an edit
 * keeps what is stored. `hindiTextSchema(120).parse(' काजू कतली ')` is 'काजू कतली'; `.parse('')` is null.
 */
export const hindiTextSchema = (max: number) =>
  z
    .string({ error: HINDI_TEXT_MESSAGES.notText })
    .trim()
    .max(max, schemaMessage('common.tooLong', max))
    .nullable()
    .transform((text) => (text === null || !hasVisibleText(text) ? null : text))
    .optional();
