import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SearchOffIcon from '@mui/icons-material/SearchOff';

/** What the catalogue shows instead of items, drawn with MUI: rare, so loaded when shown (`lazy-catalogue-states.tsx`). */
const cardSx = { p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'background.paper' } as const;

export function NoMatchCard({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Card sx={cardSx}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'secondary.light', mb: 1 }} />
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('noMatch.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('noMatch.text')}
      </Typography>
      <Button variant="contained" onClick={onClear}>
        {t('noMatch.clear')}
      </Button>
    </Card>
  );
}

export function LoadErrorCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Card role="alert" sx={cardSx}>
      <Stack sx={{ alignItems: 'center' }}>
        <ErrorOutlineIcon aria-hidden sx={{ fontSize: 48, color: 'error.main', mb: 1 }} />
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('loadError.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('loadError.text')}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('loadError.tryAgain')}
        </Button>
      </Stack>
    </Card>
  );
}
