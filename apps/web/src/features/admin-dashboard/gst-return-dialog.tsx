import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopClock } from '@halwai/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { useMyOutlets } from '../../lib/outlets/staff-outlets';
import { useShopInfo } from '../../lib/use-shop-info';
import { useDownloadGstReturn, type GstReturnFile } from './api/download-gst-return';
import { useOutlets } from './api/get-outlets';

// The buttons are named by the files they download, the same in every language.
const FILES: { file: GstReturnFile; label: string }[] = [
  { file: 'json', label: 'GSTR-1 JSON' },
  { file: 'b2b', label: 'b2b.csv' },
  { file: 'b2cl', label: 'b2cl.csv' },
  { file: 'b2cs', label: 'b2cs.csv' },
  { file: 'cdnr', label: 'cdnr.csv' },
  { file: 'cdnur', label: 'cdnur.csv' },
  { file: 'hsn', label: 'hsn.csv' },
  { file: 'docs', label: 'docs.csv' },
];

/** The month before the shop's current one, the month a return is usually filed for: `2026-10` in November. */
function lastMonth(timeZone: string): string {
  const [y, m] = shopClock(new Date(), timeZone).date.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** "GST return": a month's GSTR-1 for the accountant, as the JSON the offline tool imports and as its CSV files. */
export function GstReturnButton() {
  const { t } = useTranslation('admin-dashboard');
  const { timeZone, gstin } = useShopInfo();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => lastMonth(timeZone));
  const download = useDownloadGstReturn();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const outlets = useOutlets(open);
  const my = useMyOutlets(open);
  // An account limited to some outlets files only for the GSTINs they invoice under, and only their invoices.
  const limited = my.ready && (outlets.data ?? []).some((o) => o.active && !my.isMine(o.id));
  const theirs = (outlets.data ?? []).filter((o) => !limited || my.isMine(o.id));
  // The GSTINs of the outlets registered apart (another state), each with the outlets under it.
  const byGstin = new Map<string, string[]>();
  for (const o of theirs) if (o.gstin && o.gstin !== gstin) byGstin.set(o.gstin, [...(byGstin.get(o.gstin) ?? []), o.name]);
  const ownGstins = [...byGstin];
  const shopsToo = !limited || theirs.some((o) => !o.gstin || o.gstin === gstin);
  // '': the shop's own GSTIN, asked for as before outlets.
  const [picked, setChosen] = useState('');
  const chosen = picked || (shopsToo ? '' : (ownGstins[0]?.[0] ?? ''));
  // A limited account names even the shop's GSTIN: left out, it would be its first outlet's.
  const asked = chosen || (limited ? gstin : '');

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('gst.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="gst-return-title" fullWidth maxWidth="xs">
        <DialogTitle id="gst-return-title">{t('gst.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('gst.about')}
            </Typography>
            {!gstin && !chosen && <Alert severity="warning">{t('gst.noGstin')}</Alert>}
            {ownGstins.length + (shopsToo ? 1 : 0) > 1 && (
              <TextField select label={t('gst.gstin')} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                {shopsToo && <MenuItem value="">{t('gst.shopGstin', { gstin: gstin || '—' })}</MenuItem>}
                {ownGstins.map(([own, names]) => (
                  <MenuItem key={own} value={own}>
                    {t('gst.outletGstin', { gstin: own, names: names.join(', ') })}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              type="month"
              label={t('gst.month')}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!valid}
              helperText={valid ? ' ' : t('gst.chooseMonth')}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {FILES.map(({ file, label }) => (
                <Button
                  key={file}
                  variant={file === 'json' ? 'contained' : 'outlined'}
                  startIcon={<DownloadIcon />}
                  disabled={!valid}
                  loading={download.isPending && download.variables?.file === file}
                  onClick={() => download.mutate({ month, file, ...(asked && { gstin: asked }) })}
                >
                  {label}
                </Button>
              ))}
            </Stack>
            {download.isError && (
              <Alert severity="error">{errorMessage(download.error, t('gst.downloadFailed'))}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('gst.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
