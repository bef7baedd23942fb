import type { CodedMessage, MessageCode, MessageParams } from './coded-message.js';

/**
 * A message that puts values into its sentence, with the name of each value in order: the names are
 * the `params` of an error answer and the blanks of the translations (`{{max}}`), so a client reads
 * `{code: "common.tooLong", params: {max: 200}}` without knowing the order of the arguments.
 */
export type NamedMessage<Args extends readonly unknown[]> = ((...args: Args) => string) & {
  readonly paramNames: readonly string[];
};

export function named<const Names extends readonly string[], Args extends readonly unknown[] & { length: Names['length'] }>(
  paramNames: Names,
  make: (...args: Args) => string,
): NamedMessage<Args> {
  return Object.assign(make, { paramNames });
}

type ArgsOf<V> = V extends (...args: infer A) => string ? A : [];

/**
 * A coded message from one group's map, without the whole catalogue: the rules a shopper's first page
 * runs (opening hours, offers, the cart's checks) say their refusals with it and stay light.
 * `saying('offer', OFFER_MESSAGES)('expired', 'DIWALI')` is `{code: 'offer.expired', params: {code: 'DIWALI'}, message}`.
 */
export function saying<const G extends string, M extends Record<string, unknown>>(group: G, map: M) {
  return <K extends Extract<keyof M, string>>(key: K, ...args: ArgsOf<M[K]>): CodedMessage => {
    const value = map[key];
    const code = `${group}.${key}` as MessageCode;
    if (typeof value === 'string') return { code, params: {}, message: value };
    const make = value as NamedMessage<unknown[]>;
    const params: MessageParams = {};
    make.paramNames.forEach((name, i) => {
      const arg = args[i];
      if (typeof arg === 'string' || typeof arg === 'number') params[name] = arg;
    });
    return { code, params, message: make(...args) };
  };
}
