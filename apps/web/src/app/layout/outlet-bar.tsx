import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidPincode, pincodeMatches, type PublicOutlet } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { outletChoice, outletName, outletsQueryOptions, useChosenOutlet, useOutletChoice } from '../../lib/outlet-choice';
import { PlaceOutlinedIcon } from '../../lib/ui/icons';

/**
 * The top bar's line in a shop with outlets: where the customer orders from, or the question until
 * they answer it, and the chooser behind it. Never in the way: the shop's first outlet serves until then.
 */
export function OutletBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const choice = useOutletChoice();
  const outlet = useChosenOutlet();
  const [open, setOpen] = useState(false);
  const label =
    !choice || !outlet
      ? t('outlet.prompt')
      : choice.way === 'delivery' && choice.pincode
        ? t('outlet.deliveryFrom', { pincode: choice.pincode, name: outletName(outlet, language) })
        : t('outlet.pickupAt', { name: outletName(outlet, language) });
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="outlet-button"
        startIcon={<PlaceOutlinedIcon />}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%', justifyContent: 'flex-start', ml: -1 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
        {outlet && (
          <Typography component="span" variant="body2" sx={{ ml: 1, textDecoration: 'underline', flexShrink: 0 }}>
            {t('outlet.change')}
          </Typography>
        )}
      </Button>
      <OutletDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function OutletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('outlet.title')}</DialogTitle>
      {open && <OutletChooser onChosen={onClose} />}
      <DialogActions>
        <Button onClick={onClose}>{t('outlet.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A pincode for delivery finds the outlet that serves it; or an outlet to pick up at. */
function OutletChooser({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: outlets = [], isPending, isError } = useQuery(outletsQueryOptions);
  const current = useOutletChoice();
  const [pincode, setPincode] = useState(current?.pincode ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const delivering = outlets.filter((o) => o.delivery.enabled);
  const pickups = outlets.filter((o) => o.pickup);

  const findByPincode = (event: FormEvent) => {
    event.preventDefault();
    const code = pincode.trim();
    if (!isValidPincode(code)) return setProblem(t('outlet.pincodeInvalid'));
    const serving = delivering.find((o) => pincodeMatches(code, o.delivery.pincodes));
    if (!serving) return setProblem(t('outlet.noneDelivers', { pincode: code }));
    outletChoice.set({ id: serving.id, way: 'delivery', pincode: code });
    onChosen();
  };
  const pickUpAt = (outlet: PublicOutlet) => {
    outletChoice.set({ id: outlet.id, way: 'pickup' });
    onChosen();
  };

  if (isPending) return <DialogContent>{t('outlet.loading')}</DialogContent>;
  if (isError) return <DialogContent>{t('outlet.failed')}</DialogContent>;
  return (
    <DialogContent>
      <Stack spacing={2}>
        {delivering.length > 0 && (
          <form onSubmit={findByPincode} noValidate aria-label={t('outlet.delivery')}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('outlet.delivery')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
              <TextField
                label={t('outlet.pincode')}
                value={pincode}
                onChange={(event) => {
                  setPincode(event.target.value);
                  setProblem(null);
                }}
                inputMode="numeric"
                autoComplete="postal-code"
                size="small"
                error={problem !== null}
                helperText={problem}
                slotProps={{ htmlInput: { maxLength: 6 } }}
                sx={{ flexGrow: 1 }}
              />
              <Button type="submit" variant="contained">
                {t('outlet.find')}
              </Button>
            </Stack>
          </form>
        )}
        {delivering.length > 0 && pickups.length > 0 && <Divider />}
        {pickups.length > 0 && (
          <section aria-label={t('outlet.pickup')}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('outlet.pickup')}
            </Typography>
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              {pickups.map((outlet) => (
                <Stack key={outlet.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>{outletName(outlet, language)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {outlet.address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {language === 'hi' ? outlet.openingHoursTextHi : outlet.openingHoursText}
                    </Typography>
                  </div>
                  <Button
                    variant={current?.way === 'pickup' && current.id === outlet.id ? 'contained' : 'outlined'}
                    onClick={() => pickUpAt(outlet)}
                    aria-label={t('outlet.pickHereAt', { name: outletName(outlet, language) })}
                    sx={{ flexShrink: 0 }}
                  >
                    {t('outlet.pickHere')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </DialogContent>
  );
}
