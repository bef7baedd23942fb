import type * as ValuesCode from './message-values-code';

type Values = typeof ValuesCode;

let values: Values | null = null;
let loading: Promise<void> | undefined;

/** The catalogue's helpers, once loaded (they come with the `messages` words: i18n.ts). */
export const messageValues = (): Values | null => values;

export function loadMessageValues(): Promise<void> {
  loading ??= import('./message-values-code').then((loaded) => {
    values = loaded;
  });
  return loading;
}
