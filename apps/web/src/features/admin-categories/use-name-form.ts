import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { categoryNameSchema, type CategoryNameInput } from '@halwai/domain';

/**
 * A one-field name form. `save` resolves when the server accepted the name; a refusal about the
 * name (e.g. already taken) lands on the field, any other is handed to `onOtherError`.
 */
export function useNameForm(
  initialName: string,
  save: (name: string) => Promise<unknown>,
  onOtherError: (error: unknown) => void,
) {
  const form = useForm<CategoryNameInput>({ resolver: zodResolver(categoryNameSchema), defaultValues: { name: initialName } });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await save(name);
      form.reset({ name: '' });
    } catch (error) {
      const onField = error instanceof ApiError && setServerErrors(error.fieldErrors, form.setError, (field) => field === 'name');
      if (!onField) onOtherError(error);
    }
  });
  return { form, submit };
}
