import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface NoticePageProps {
  title: string;
  text: ReactNode;
  /** The ways on, e.g. a "Back to home" button. */
  actions: ReactNode;
}

/** A centred page with nothing to show but a heading, a sentence and the ways on (not found, failed). */
export function NoticePage({ title, text, actions }: NoticePageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Container>
  );
}
