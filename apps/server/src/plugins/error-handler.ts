import { DomainError, ERROR_STATUS, MESSAGES, type FieldErrors, type Problem } from '@halwai/domain';
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

export function sendProblem(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  const body: Problem = { status, title: PROBLEM_TITLES[status] ?? 'Error', message, ...(errors ? { errors } : {}) };
  return reply.code(status).type('application/problem+json').send(body);
}

function fieldErrorsFromPaths(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) (errors[path || '_'] ??= []).push(message);
  return errors;
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
      return sendProblem(reply, ERROR_STATUS[error.code], error.message, error.errors);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MESSAGES.invalidRequest,
      }));
      return sendProblem(reply, 400, issues[0]?.message ?? MESSAGES.invalidRequest, fieldErrorsFromPaths(issues));
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return sendProblem(reply, 400, issues[0]?.message ?? MESSAGES.invalidRequest, fieldErrorsFromPaths(issues));
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return sendProblem(reply, 429, MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) carry safe messages.
      const message = status === 413 ? 'The request is too large' : error.message || MESSAGES.invalidRequest;
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
