import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The narrow card the sign-in, registration and sign-out screens sit in; `intro` is one line under the title. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
        <Typography component="h1" variant="h1" gutterBottom sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
