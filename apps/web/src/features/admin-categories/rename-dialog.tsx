import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { useNameForm } from './use-name-form';

interface RenameDialogProps {
  /** "Rename category", "Rename subcategory". */
  title: string;
  currentName: string;
  onRename: (name: string) => Promise<unknown>;
  onError: (error: unknown) => void;
  onClose: () => void;
}

/** Asks for a new name; closes once the server accepted it. Mounted only while open. */
export function RenameDialog({ title, currentName, onRename, onError, onClose }: RenameDialogProps) {
  const { t } = useTranslation('admin-categories');
  const { form, submit } = useNameForm(
    currentName,
    async (name) => {
      await onRename(name);
      onClose();
    },
    onError,
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="rename-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rename-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="name" label={t('rename.name')} autoFocus sx={{ mt: 1 }} />
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
