import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs, both buttons wait. */
  pending?: boolean;
  /** The confirm button stays off until the question is answered (e.g. a reason is typed). */
  confirmDisabled?: boolean;
  confirmColor?: 'error' | 'success' | 'primary';
}

/** A yes/no question before something weighty (the spec's Yes/No confirmations). */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  pending = false,
  confirmDisabled = false,
  confirmColor = 'error',
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="confirm-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel ?? t('confirm.no')}
        </Button>
        <Button onClick={onConfirm} disabled={pending || confirmDisabled} color={confirmColor} variant="contained">
          {confirmLabel ?? t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
