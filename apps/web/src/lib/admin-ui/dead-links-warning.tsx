import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { NotificationsHealth } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api-client';

/**
 * Warns staff, on the settings and orders screens, when PUBLIC_URL is not set: the links in the
 * customers' messages then point at this machine (localhost), which opens nothing on their phones.
 */
export function DeadLinksWarning() {
  const { t } = useTranslation('admin');
  const { data } = useQuery({
    queryKey: ['notifications-health', 'public-url'],
    queryFn: ({ signal }) => apiFetch<NotificationsHealth>('/api/admin/notifications/health', { signal }),
    staleTime: 5 * 60_000,
  });
  if (!data || data.publicUrlSet) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{t('deadLinks.title')}</AlertTitle>
      {t('deadLinks.text')}
    </Alert>
  );
}
