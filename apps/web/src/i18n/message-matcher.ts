import type * as MatcherCode from './message-matcher-code';

type Matcher = typeof MatcherCode;

let matcher: Matcher | null = null;
let loading: Promise<void> | undefined;

/** The domain's matcher of its sentences, once loaded (it comes with the `messages` words: i18n.ts). */
export const messageMatcher = (): Matcher | null => matcher;

export function loadMessageMatcher(): Promise<void> {
  loading ??= import('./message-matcher-code').then((loaded) => {
    matcher = loaded;
  });
  return loading;
}
