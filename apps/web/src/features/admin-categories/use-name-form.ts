import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { categoryNameSchema, type CategoryNameInput } from '@halwai/domain';

/** What the name form holds as typed: the name, and its Hindi ('' for none). */
export type NameFormValues = z.input<typeof categoryNameSchema>;

const NAME_FIELDS = new Set(['name', 'nameHi']);

/**
 * A name form: the name and its Hindi. `save` resolves when the server accepted it; a refusal about
 * a name (e.g. already taken) lands on its field, any other is handed to `onOtherError`.
 */
export function useNameForm(
  initial: NameFormValues,
  save: (input: CategoryNameInput) => Promise<unknown>,
  onOtherError: (error: unknown) => void,
) {
  const form = useForm<NameFormValues, unknown, CategoryNameInput>({ resolver: zodResolver(categoryNameSchema), defaultValues: initial });
  const submit = form.handleSubmit(async (input) => {
    try {
      await save(input);
      form.reset({ name: '', nameHi: '' });
    } catch (error) {
      const onField = error instanceof ApiError && setServerErrors(error.fieldErrors, form.setError, (field) => NAME_FIELDS.has(field));
      if (!onField) onOtherError(error);
    }
  });
  return { form, submit };
}
