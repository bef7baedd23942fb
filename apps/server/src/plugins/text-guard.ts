import { MESSAGES } from '@halwai/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/problems.js';

/** C0 and C1 control characters (NUL included) and DEL; tab, line feed and carriage return are text. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The first string inside `value` holding a control character, as a dotted path ('' for the value itself). */
function findControlText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 20 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'bytes') continue; // an upload's content is checked as an image, not as text
    const found = findControlText(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text a client sends may carry control characters: PostgreSQL cannot store NUL, and no name,
 * message or search needs the others. One check for every route, after parsing, before any handler.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlText(part, '');
      if (field !== null) throw badRequest(MESSAGES.controlCharacters, { [field || '_']: [MESSAGES.controlCharacters] });
    }
  });
}
