import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { clockTime, offerState, type Language, type Offer, type OfferState } from '@halwai/domain';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { useLanguage } from '../../i18n/use-language';
import { formatCalendarDay, formatRupeeAmount } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useDeleteOffer, useOffers } from './api/offers';
import { OfferDialog } from './offer-dialog';

/** An offer's start or end as the shop says a day: "Sun, 1 Nov, 2026", with its time when it has one. */
function offerDay(moment: string, language: Language): string {
  const day = formatCalendarDay(moment.slice(0, 10), { year: true });
  return moment.length > 10 ? `${day} ${clockTime(moment.slice(11, 16), language)}` : day;
}

/** "10% off", "₹100 off, items from ₹999", "Sun, 1 Nov, 2026 – Thu, 5 Nov, 2026 10:00 PM", "3 of 100 used". */
function describe(offer: Offer, t: TFunction<'admin-offers'>, language: Language): string[] {
  const period = () =>
    t('describe.period', {
      from: offer.startsAt ? offerDay(offer.startsAt, language) : t('describe.now'),
      to: offer.endsAt ? offerDay(offer.endsAt, language) : t('describe.noEnd'),
    });
  return [
    offer.type === 'percent'
      ? t('describe.percentOff', { value: offer.value })
      : t('describe.amountOff', { amount: formatRupeeAmount(offer.value) }),
    ...(offer.minOrder ? [t('describe.itemsFrom', { amount: formatRupeeAmount(offer.minOrder) })] : []),
    ...(offer.startsAt || offer.endsAt ? [period()] : []),
    offer.maxUses ? t('describe.usedOf', { uses: offer.uses, maxUses: offer.maxUses }) : t('describe.used', { uses: offer.uses }),
    ...(offer.maxUsesPerMobile ? [t('describe.perMobile', { perMobile: offer.maxUsesPerMobile })] : []),
  ];
}

/** Only a running offer is shown green: the rest say why customers cannot use them. */
const STATE_COLOUR: Record<OfferState, 'success' | 'default' | 'info' | 'warning'> = {
  running: 'success',
  paused: 'default',
  scheduled: 'info',
  expired: 'warning',
  usedUp: 'warning',
};

/** `/admin/offers`: festival offer codes, their rules and how many orders used them. */
export function OffersPage() {
  const { t } = useTranslation('admin-offers');
  const language = useLanguage();
  useDocumentTitle(t('documentTitle'));
  const offers = useOffers();
  const { timeZone } = useShopInfo();
  const now = new Date();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<{ offer: Offer | null } | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title={t('heading')}
        description={t('description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ offer: null })}>
            {t('new')}
          </Button>
        }
      />
      {offers.error && <LoadErrorAlert what={t('loadFailed')} error={offers.error} onRetry={() => offers.refetch()} />}
      {offers.data?.length === 0 && <EmptyState text={t('empty')} />}
      <Stack spacing={1.5} component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {offers.data?.map((offer) => (
          <Card component="li" key={offer.id} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.5}>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', letterSpacing: 0.5, overflowWrap: 'anywhere' }}>{offer.code}</Typography>
                  <OfferStateChip state={offerState(offer, now, timeZone)} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {describe(offer, t, language).join(' · ')}
                </Typography>
              </Stack>
              <IconButton aria-label={t('change', { code: offer.code })} onClick={() => setEditing({ offer })}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton aria-label={t('delete', { code: offer.code })} onClick={() => setDeleting(offer)} sx={{ color: 'secondary.main' }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Card>
        ))}
      </Stack>
      {editing && <OfferDialog open offer={editing.offer} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteDialog.title')}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
        confirmLabel={t('deleteDialog.confirm')}
        pending={remove.isPending}
      >
        {t('deleteDialog.text', { code: deleting?.code ?? '' })}
      </ConfirmDialog>
    </Container>
  );
}

function OfferStateChip({ state }: { state: OfferState }) {
  const { t } = useTranslation('admin-offers');
  return <Chip size="small" label={t(`state.${state}`)} color={STATE_COLOUR[state]} />;
}
