import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The outlined box a back-office list shows instead of rows when it has none; `action` goes under the text. */
export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography sx={action ? { mb: 2 } : undefined}>{text}</Typography>
      {action}
    </Paper>
  );
}
