import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MAX_LINE_QUANTITY, chosenCounts, inLanguage, linePaise, mediaSrcSet, type CartLine as CartLineData, unitInLanguage } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { formatRupeeAmount, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import type { LineIssue } from './line-issues';
import { Image } from '../../lib/ui/image';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { currentLanguage } from '../../i18n/i18n';

interface CartLineProps {
  line: CartLineData;
  issue: LineIssue | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}


/** One cart line: picture, name, variant, price, quantity, line total and removal; a refused line says why. */
export function CartLine({ line, issue, onQuantity, onRemove }: CartLineProps) {
  const nameId = useId();
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const name = inLanguage(language, line.name, line.nameHi);
  const blocked = issue?.kind === 'gone' || issue?.kind === 'unavailable';

  return (
    <Box component="li" aria-labelledby={nameId} sx={{ py: 2.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Image
          alt=""
          width={96}
          height={72}
          sizes={PICTURE_SIZES.cartLine}
          srcSet={mediaSrcSet(line.thumbnail)}
          src={line.thumbnail || undefined}
          sx={{ width: { xs: 80, sm: 96 }, height: 'auto', aspectRatio: '4 / 3', borderRadius: 2, objectFit: 'cover', bgcolor: 'grey.100', flexShrink: 0, filter: blocked ? 'grayscale(1)' : undefined }}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Link
                id={nameId}
                component={RouterLink}
                to={paths.productDetails(line.id)}
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: 700, fontSize: '1.05rem', display: 'block' }}
              >
                {name}
              </Link>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Chip label={unitInLanguage(line.selectedWeight, currentLanguage())} size="small" variant="outlined" />
                <Typography variant="body2" color="text.secondary">
                  {t('line.each', { price: formatRupeeAmount(line.price) })}
                </Typography>
              </Stack>
              {line.choices && <BoxContents boxId={line.id} choices={line.choices} />}
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, justifyContent: 'space-between' }}>
              <QuantityField quantity={line.quantity} onQuantity={onQuantity} disabled={blocked} />
              <Typography sx={{ fontWeight: 700, minWidth: '5.5em', textAlign: 'right', flexGrow: { xs: 1, sm: 0 } }}>
                {formatRupees(linePaise(line))}
              </Typography>
              <IconButton aria-label={t('line.remove', { name, variant: line.selectedWeight })} onClick={onRemove} sx={{ color: 'secondary.main' }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Stack>
          {issue && (
            <Alert severity={issue.kind === 'price-changed' ? 'info' : 'warning'} sx={{ mt: 1.5 }}>
              {issue.message}
            </Alert>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/** A gift box's pieces, each sweet once with its count, named as the catalogue names them now. */
function BoxContents({ boxId, choices }: { boxId: number; choices: readonly number[] }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const { data: catalogue } = useStorefrontCatalogue();
  const items = new Map((catalogue?.items ?? []).map((item) => [item.id, item]));
  const portion = items.get(boxId)?.assortment?.portion ?? '';
  const label = useId();
  return (
    <Box sx={{ mt: 0.75 }}>
      <Typography id={label} variant="body2" sx={{ fontWeight: 700 }}>
        {t('box.contents')}
      </Typography>
      <Box component="ul" aria-labelledby={label} sx={{ m: 0, pl: 2.5 }}>
        {[...chosenCounts(choices)].map(([id, count]) => {
          const item = items.get(id);
          const name = item ? inLanguage(language, item.name, item.nameHi) : `#${id}`;
          return (
            <Typography component="li" variant="body2" key={id}>
              {t('box.piece', { count, name, portion: unitInLanguage(portion, currentLanguage()) })}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * A typed quantity from 1 to 999 (Diwali boxes come by the dozen): the cart takes it as soon as it
 * is a whole number in range; a blank or wrong entry goes back to the cart's quantity on leaving.
 */
function QuantityField({ quantity, onQuantity, disabled }: { quantity: number; onQuantity: (q: number) => void; disabled: boolean }) {
  // What the customer is typing; null when not typing, so the field shows the cart's quantity.
  const { t } = useTranslation('cart');
  const [typing, setTyping] = useState<string | null>(null);
  const take = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 3);
    setTyping(digits);
    const n = Number(digits);
    if (digits !== '' && n >= 1 && n <= MAX_LINE_QUANTITY) onQuantity(n);
  };
  return (
    <TextField
      label={t('line.quantity')}
      size="small"
      value={typing ?? String(quantity)}
      onChange={(event) => take(event.target.value)}
      onBlur={() => setTyping(null)}
      disabled={disabled}
      fullWidth={false}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } }}
      sx={{ width: 84, flexShrink: 0 }}
    />
  );
}
