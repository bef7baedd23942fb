import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A dialog that blocks the page while the server works ('Saving Product', 'Loading Product'); it cannot be dismissed. */
export function BusyDialog({ open, title, text }: { open: boolean; title: string; text: string }) {
  return (
    <Dialog open={open} aria-labelledby="busy-dialog-title" disableEscapeKeyDown maxWidth="xs" fullWidth>
      <DialogTitle id="busy-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', pb: 1 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{text}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
