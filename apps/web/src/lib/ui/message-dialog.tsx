import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface DialogMessage {
  title: string;
  message: string;
}

interface MessageDialogProps {
  /** Open while set; null closes it. */
  content: DialogMessage | null;
  onClose: () => void;
}

/** A titled message with an OK button. The last message stays visible while the dialog fades out. */
export function MessageDialog({ content, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [shown, setShown] = useState(content);
  if (content && content !== shown) setShown(content);

  return (
    <Dialog open={content !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shown?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
