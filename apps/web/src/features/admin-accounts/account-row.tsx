import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One account in a list: its email and a line about it (and `below` it), with buttons on the right (below on a phone). */
export function AccountRow({ email, detail, below, children }: { email: string; detail: ReactNode; below?: ReactNode; children?: ReactNode }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
        {below}
      </Box>
      {children && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
