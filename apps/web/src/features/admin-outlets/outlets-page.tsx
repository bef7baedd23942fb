import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { inLanguage, MAIN_OUTLET_ID, type Outlet } from '@halwai/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { translateMessage } from '../../i18n/translate-message';
import { useLanguage } from '../../i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOutlets, useSaveOutlet } from './api/outlets';
import { OutletDialog } from './outlet-dialog';
import { inputOf, draftOf } from './outlet-input';

/** "Pickup · Delivers to 110006, 1100*": how customers get their orders there. */
function howOrdersGo(outlet: Outlet, t: TFunction<'admin-outlets'>): string {
  const delivery =
    outlet.delivery === null
      ? t('shopDelivery')
      : outlet.delivery.pincodes.length === 0
        ? t('noDelivery')
        : t('delivery', { pincodes: outlet.delivery.pincodes.join(', ') });
  return [outlet.pickup ? t('pickup') : t('noPickup'), delivery].join(' · ');
}

/** `/admin/outlets`: the shop's outlets, each taking the shop's settings unless it has its own. */
export function OutletsPage() {
  const { t } = useTranslation('admin-outlets');
  const language = useLanguage();
  useDocumentTitle(t('documentTitle'));
  const outlets = useOutlets();
  const close = useSaveOutlet();
  const { notice, notify, dismiss } = useNotice();
  const [editing, setEditing] = useState<{ outlet: Outlet | null } | null>(null);
  const [closing, setClosing] = useState<Outlet | null>(null);
  const nameOf = (outlet: Outlet) => inLanguage(language, outlet.name, outlet.nameHi);

  const confirmClose = (outlet: Outlet) =>
    close.mutate(
      { id: outlet.id, outlet: { ...inputOf(draftOf(outlet)), active: false } },
      {
        onSuccess: () => {
          setClosing(null);
          notify(t('closedNotice', { name: nameOf(outlet) }));
        },
        onError: (error) => {
          setClosing(null);
          notify(translateMessage(errorMessage(error, '')), 'error');
        },
      },
    );

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <AdminPageHeader
        title={t('heading')}
        description={t('description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ outlet: null })}>
            {t('new')}
          </Button>
        }
      />
      {outlets.isPending && <Skeleton variant="rounded" height={160} />}
      {outlets.error && <LoadErrorAlert what={t('loadFailed')} error={outlets.error} onRetry={() => void outlets.refetch()} />}
      <Stack spacing={1.5} component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {outlets.data?.map((outlet) => (
          <Card component="li" key={outlet.id} sx={{ p: 2, opacity: outlet.active ? 1 : 0.7 }} aria-label={nameOf(outlet)}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
                  <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                    {nameOf(outlet)}
                  </Typography>
                  <Chip size="small" label={outlet.active ? t('open') : t('closed')} color={outlet.active ? 'success' : 'default'} />
                  {outlet.id === MAIN_OUTLET_ID && <Chip size="small" variant="outlined" label={t('first')} />}
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {outlet.address} · {outlet.phone}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {howOrdersGo(outlet, t)}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing({ outlet })} aria-label={t('change', { name: nameOf(outlet) })}>
                  {t('edit')}
                </Button>
                {/* The first outlet is where orders go when nothing names another: it stays open. */}
                {outlet.active && outlet.id !== MAIN_OUTLET_ID && (
                  <Button color="secondary" onClick={() => setClosing(outlet)} aria-label={t('close', { name: nameOf(outlet) })}>
                    {t('closeButton')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
      {editing && (
        <OutletDialog
          outlet={editing.outlet}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify(t('savedNotice', { name: nameOf(saved) }));
          }}
        />
      )}
      <ConfirmDialog
        open={closing !== null}
        title={t('closeDialog.title')}
        onConfirm={() => closing && confirmClose(closing)}
        onCancel={() => setClosing(null)}
        confirmLabel={t('closeDialog.confirm')}
        pending={close.isPending}
      >
        {t('closeDialog.text', { name: closing ? nameOf(closing) : '' })}
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
