import { DomainError, ERROR_STATUS, MESSAGES, codeOfIssue, coded, type CodedMessage, type ErrorKind, type Problem, type Said } from '@halwai/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';

/** How long a client should wait when the database cannot serve (disk full, connection lost). */
const RETRY_AFTER_UNAVAILABLE_S = 30;

/** The `title` of each problem status (also the description of those answers in the OpenAPI document). */
export const PROBLEM_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The kind of refusal each status is, for the general code of a sentence outside the catalogue. */
const KIND_OF_STATUS = Object.fromEntries(Object.entries(ERROR_STATUS).map(([kind, status]) => [status, kind])) as Record<number, ErrorKind>;

const mapFields = <T>(fields: Record<string, CodedMessage[]>, pick: (said: CodedMessage) => T) =>
  Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(pick)]));

/**
 * The one shape of an error answer: the sentence in `message` and each field's in `errors`, as always;
 * beside them `code` and `params`, and each field's in `codes`, for a client that says them in its language.
 */
export function sendProblem(reply: FastifyReply, status: number, said: Said, fields?: Record<string, CodedMessage[]>) {
  const { code, params, message } = coded(said, KIND_OF_STATUS[status] ?? 'validation');
  const body: Problem = {
    status,
    title: PROBLEM_TITLES[status] ?? 'Error',
    message,
    code,
    params,
    ...(fields ? { errors: mapFields(fields, (field) => field.message), codes: mapFields(fields, (field) => ({ code: field.code, params: field.params })) } : {}),
  };
  return reply.code(status).type('application/problem+json').send(body);
}

function fieldsFromIssues(issues: { path: string; said: CodedMessage }[]): Record<string, CodedMessage[]> {
  const fields: Record<string, CodedMessage[]> = {};
  for (const { path, said } of issues) (fields[path || '_'] ??= []).push(said);
  return fields;
}

/** Errors the router raises before any route runs (a broken `%` escape, an over-long id) are problem+json too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, 414, MESSAGES.addressTooLong);
  return sendProblem(reply, 400, MESSAGES.addressInvalid);
}

/** The one error funnel: domain errors and schema failures become problem+json; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProblem(reply, ERROR_STATUS[error.kind], error.said, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        said: codeOfIssue({ message: v.message ?? MESSAGES.invalidRequest, code: v.keyword, params: (v.params as { params?: unknown }).params }),
      }));
      return sendProblem(reply, 400, issues[0]?.said ?? MESSAGES.invalidRequest, fieldsFromIssues(issues));
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.join('.'), said: codeOfIssue(i) }));
      return sendProblem(reply, 400, issues[0]?.said ?? MESSAGES.invalidRequest, fieldsFromIssues(issues));
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return sendProblem(reply, 429, MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) carry safe messages.
      const message = status === 413 ? MESSAGES.requestTooLarge : error.message || MESSAGES.invalidRequest;
      return sendProblem(reply, status, message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable: answering 503');
      reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE_S));
      return sendProblem(reply, 503, MESSAGES.serviceUnavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, status >= 500 ? status : 500, MESSAGES.somethingWentWrong);
  });
}
