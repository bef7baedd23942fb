import { DEFAULT_LANGUAGE, isLanguage, languageOfTag, type Language } from '@halwai/domain';
import type { FastifyRequest } from 'fastify';

const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/;

/** The languages an Accept-Language header asks for, most wanted first. */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page opens in, as the app will choose it (apps/web/src/i18n/choose-language.ts):
 * `?lang=`, else the device's choice (the `lang` cookie the app keeps beside its own), else the browser's
 * languages. The page's HTML then says it (`<html lang>`) and brings that language's words with it.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? query.lang : undefined;
  if (isLanguage(asked)) return asked;
  const stored = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(stored)) return stored;
  for (const tag of acceptedLanguages(request.headers['accept-language'])) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
