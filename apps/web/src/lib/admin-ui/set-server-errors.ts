import type { FieldErrors } from '@halwai/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors (ApiError.fieldErrors, keyed like `prices.0.price`) on the form's
 * fields. Only names the form knows are used; the rest stay in the error's message.
 * Returns true when at least one error landed on a field.
 */
export function setServerErrors<T extends FieldValues>(
  fieldErrors: FieldErrors,
  setError: UseFormSetError<T>,
  isField: (name: string) => boolean,
): boolean {
  let placed = false;
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message || !isField(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
