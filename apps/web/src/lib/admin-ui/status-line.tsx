import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The line above a list that says how many it holds, read out when it changes. */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
