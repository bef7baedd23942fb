import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { errorMessage } from './error-message';

const api = (status: number, message: string) => new ApiError({ status, message, title: message });

describe('errorMessage', () => {
  it("keeps the server's own sentence", () => {
    expect(errorMessage(api(400, 'Name is required'), 'x')).toBe('Name is required');
  });

  it('never shows a bare status or browser phrase alone', () => {
    const cases: [unknown, RegExp][] = [
      [api(400, 'Bad Request'), /did not accept/],
      [api(500, 'Internal Server Error'), /server/],
      [api(500, 'HTTP error! Status: 500'), /server/],
      [api(409, 'Conflict'), /changed this meanwhile/],
      [new TypeError('Failed to fetch'), /internet connection/],
    ];
    for (const [error, words] of cases) {
      const message = errorMessage(error, 'fallback');
      expect(message).toMatch(words);
      expect(message).not.toMatch(/^(Bad Request|Internal Server Error|Failed to fetch)$/);
    }
  });

  it('uses the fallback when there are no words at all', () => {
    expect(errorMessage(null, 'Could not save.')).toBe('Could not save.');
  });
});
