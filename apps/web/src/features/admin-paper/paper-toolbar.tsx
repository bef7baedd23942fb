import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';

/** Above the paper on screen, never on it: the page's own controls, Print and the way back. */
export function PaperToolbar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin-paper');
  return (
    <Stack
      data-print="hide"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ maxWidth: '210mm', mx: 'auto', mb: 2, gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {children}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.print()}>
          {t('toolbar.print')}
        </Button>
        <Button component={RouterLink} to={paths.orders} color="secondary">
          {t('toolbar.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
