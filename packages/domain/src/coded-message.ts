import { allMessages, messageCatalog, type MessageCatalog, type MessageKey } from './message-groups.js';
import { saying } from './message-params.js';

/** A message's code (`common.minimumOrder`, `offer.expired`): its group and key in the catalogue (messageCatalog). */
export type MessageCode = MessageKey;
/** The values a message puts into its sentence, by name (`{name: 'Kaju Katli', label: '500 g'}`). */
export type MessageParams = Record<string, string | number>;

/**
 * One of the product's messages as an error answer carries it: its code and values, which a client
 * translates, and the English sentence, which a client that does not translate shows.
 */
export interface CodedMessage {
  code: MessageCode;
  params: MessageParams;
  message: string;
}

type ValueOf<C extends MessageCode> = C extends `${infer G extends keyof MessageCatalog}.${infer K}`
  ? K extends keyof MessageCatalog[G]
    ? MessageCatalog[G][K]
    : never
  : never;
/** What `say` takes after the code: the message's own arguments, or nothing for a fixed sentence. */
export type MessageArgs<C extends MessageCode> = ValueOf<C> extends (...args: infer A) => string ? A : [];

function valueOf(code: MessageCode): unknown {
  const dot = code.indexOf('.');
  const group = messageCatalog()[code.slice(0, dot) as keyof MessageCatalog] as Record<string, unknown> | undefined;
  return group?.[code.slice(dot + 1)];
}

export const isMessageCode = (code: unknown): code is MessageCode => typeof code === 'string' && code.includes('.') && valueOf(code as MessageCode) !== undefined;

/** `say('stock.soldOut', 'Kaju Katli', '500 g')`: the message with its code and its values by name. */
export function say<C extends MessageCode>(code: C, ...args: MessageArgs<C>): CodedMessage {
  if (valueOf(code) === undefined) throw new Error(`No message has the code ${code}`);
  const dot = code.indexOf('.');
  const group = messageCatalog()[code.slice(0, dot) as keyof MessageCatalog] as Record<string, unknown>;
  return (saying(code.slice(0, dot), group) as (key: string, ...args: unknown[]) => CodedMessage)(code.slice(dot + 1), ...args);
}

/** The message with more values a translation may use: a product's Hindi name beside its name (`nameHi`). */
export const withParams = (said: CodedMessage, more: Record<string, string | number | null | undefined>): CodedMessage => ({
  ...said,
  params: { ...said.params, ...Object.fromEntries(Object.entries(more).filter((entry): entry is [string, string | number] => entry[1] != null)) },
});

let sentences: Map<string, CodedMessage> | null = null;

function knownSentences(): Map<string, CodedMessage> {
  if (!sentences) {
    sentences = new Map();
    for (const [code, value] of allMessages()) {
      // A sentence two groups share is the first one's: the same words, the same translation.
      if (typeof value === 'string' && !sentences.has(value)) sentences.set(value, { code, params: {}, message: value });
    }
  }
  return sentences;
}

/**
 * A message written into a schema (`.max(60, schemaMessage('food.tooLong', 60))`): its sentence, which
 * zod reports, is known again by `codeOfIssue` with its code and values. Schemas are made once, so
 * the sentences kept are few.
 */
export function schemaMessage<C extends MessageCode>(code: C, ...args: MessageArgs<C>): string {
  const said = say(code, ...args);
  if (!knownSentences().has(said.message)) knownSentences().set(said.message, said);
  return said.message;
}

/** A zod issue made from a coded message, its code and values kept in the issue's `params`. */
export const codedIssue = (said: CodedMessage) => ({ code: 'custom' as const, message: said.message, params: { code: said.code, params: said.params } });

/**
 * The coded message of a rule's failure as zod reports it: one made by `codedIssue`, or a sentence of
 * the catalogue or of a schema (exactly, never by its likeness). Any other (zod's own words for a body
 * that is not even the right shape) is `common.invalidRequest`, its sentence kept for those who read it.
 */
export function codeOfIssue(issue: { message: string; code?: string; params?: unknown }): CodedMessage {
  const params = issue.params as { code?: unknown; params?: MessageParams } | undefined;
  if (issue.code === 'custom' && isMessageCode(params?.code)) return { code: params.code, params: params.params ?? {}, message: issue.message };
  return codeOfSentence(issue.message) ?? { code: 'common.invalidRequest', params: {}, message: issue.message };
}

/** The coded message whose sentence is exactly `text`, among the catalogue's and the schemas'. */
export const codeOfSentence = (text: string): CodedMessage | null => knownSentences().get(text) ?? null;
