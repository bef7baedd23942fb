import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeSaveError } from './save-error';

describe('describeSaveError', () => {
  it("shows the server's title over its message", () => {
    const error = new ApiError({ status: 400, title: 'Bad Request', message: 'Price must be greater than 0' });
    expect(describeSaveError(error, 'Error saving product')).toEqual({
      heading: 'Bad Request',
      message: 'Price must be greater than 0',
    });
  });

  it('falls back to the given title when the server gives none, or the exception has no words', () => {
    const untitled = new ApiError({ status: 500, title: '', message: 'Something went wrong!' });
    expect(describeSaveError(untitled, 'Error updating product')).toEqual({
      heading: 'Error updating product',
      message: 'Something went wrong!',
    });
    expect(describeSaveError(new TypeError('Failed to fetch'), 'Error saving product')).toEqual({
      heading: 'Error saving product',
      message: 'The shop could not be reached. Check the internet connection and try again.',
    });
    const bare = new ApiError({ status: 500, title: 'Internal Server Error', message: 'Internal Server Error' });
    expect(describeSaveError(bare, 'Error saving product').message).toMatch(/^Something went wrong on the shop’s server/);
    expect(describeSaveError(new Error(''), 'Error saving product')).toEqual({ heading: 'Error saving product', message: '' });
  });
});
