import { allMessages, type NamedMessage } from '@halwai/domain';

/** A message as its code's reader needs it: the English with each value shown as `{name}`. */
function template(value: unknown): string {
  if (typeof value === 'string') return value;
  const make = value as NamedMessage<unknown[]>;
  const blanks = make.paramNames.map((name) => `{${name}}`);
  try {
    return make(...blanks);
  } catch {
    // A message that counts or formats a value (a number of rupees) cannot take a blank: name its values.
    return `(values: ${blanks.join(', ')})`;
  }
}

/**
 * Every code an error answer can carry, with its English, for the OpenAPI description: a client
 * translates by these, and a code not listed is one a newer server added (show `message`).
 */
export function errorCodesDescription(): string {
  const lines = allMessages().map(([code, value]) => `- \`${code}\`: ${template(value).replaceAll('\n', ' ')}`);
  return (
    '\n\n### Error codes\n\nEvery error answer carries `code` and `params` beside `message` (the same words in English), and a ' +
    'refused field carries its own in `codes` beside `errors`: `{"errors": {"cartItems.0": ["…"]}, "codes": {"cartItems.0": ' +
    '[{"code": "stock.soldOut", "params": {"name": "Kaju Katli", "nameHi": "काजू कतली", "label": "500 g"}}]}}`. A product named ' +
    "in `params` comes with its Hindi name as `nameHi` where it has one. The codes, with each value as `{name}`:\n\n" +
    lines.join('\n')
  );
}
