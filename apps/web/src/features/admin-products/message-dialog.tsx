import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface MessageDialogProps {
  open: boolean;
  title: string;
  /** A bold first line, e.g. the server's error title. */
  heading?: string;
  message: ReactNode;
  onClose: () => void;
  actions: ReactNode;
}

/** The outcome of a save or a load: 'Product Added', or an Error with what the server said. */
export function MessageDialog({ open, title, heading, message, onClose, actions }: MessageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="message-dialog-title"
      aria-describedby="message-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="message-dialog-text" component="div">
          {heading && <strong style={{ display: 'block', marginBottom: 4 }}>{heading}</strong>}
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
