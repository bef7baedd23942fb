import { PAGE_ROUTES, type PageName } from '@halwai/domain';

export interface PageMatch {
  name: PageName;
  /** The address's parameters as written in it; an optional one left out is undefined. */
  params: Record<string, string | undefined>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A router pattern as the router reads it: case-insensitive, a trailing slash allowed, one named group per parameter. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      return param[2] ? `(?:/(?<${param[1]}>[^/]+))?` : `/(?<${param[1]}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const PAGES = (Object.entries(PAGE_ROUTES) as [PageName, string][]).map(([name, pattern]) => ({
  name,
  regexp: patternRegExp(pattern),
}));

/** The web app's page at this path (without its query), or null when the app has none there. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { name, regexp } of PAGES) {
    const match = regexp.exec(pathname);
    if (match) return { name, params: { ...match.groups } };
  }
  return null;
}
