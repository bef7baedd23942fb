import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import type { CategoryNameInput } from '@halwai/domain';
import { HindiNameField } from './hindi-name-field';
import { useNameForm } from './use-name-form';

interface RenameDialogProps {
  /** "Rename category", "Rename subcategory". */
  title: string;
  currentName: string;
  currentNameHi: string | undefined;
  onRename: (input: CategoryNameInput) => Promise<unknown>;
  onError: (error: unknown) => void;
  onClose: () => void;
}

/** Asks for a new name and its Hindi; closes once the server accepted them. Mounted only while open. */
export function RenameDialog({ title, currentName, currentNameHi, onRename, onError, onClose }: RenameDialogProps) {
  const { t } = useTranslation('admin-categories');
  const { form, submit } = useNameForm(
    { name: currentName, nameHi: currentNameHi ?? '' },
    async (input) => {
      await onRename(input);
      onClose();
    },
    onError,
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="rename-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rename-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('rename.name')} autoFocus />
            <HindiNameField control={form.control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('rename.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('rename.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
