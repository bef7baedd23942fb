import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import type { CategoryNameInput } from '@halwai/domain';
import { HindiNameField } from './hindi-name-field';
import { useNameForm } from './use-name-form';

interface AddNameFormProps {
  /** The field's label, e.g. "New category". */
  label: string;
  onAdd: (input: CategoryNameInput) => Promise<unknown>;
  onError: (error: unknown) => void;
}

/** A name field, its Hindi, and an Add button; it clears itself once the server accepted the name. */
export function AddNameForm({ label, onAdd, onError }: AddNameFormProps) {
  const { t } = useTranslation('admin-categories');
  const { form, submit } = useNameForm({ name: '', nameHi: '' }, onAdd, onError);
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      aria-label={label}
    >
      <FormTextField control={form.control} name="name" label={label} size="small" />
      <HindiNameField control={form.control} size="small" />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={form.formState.isSubmitting}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {t('add.button')}
      </Button>
    </Stack>
  );
}
