import { useId } from 'react';
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
import { CART_PAGE_QUANTITIES, linePaise, mediaSrcSet, type CartLine as CartLineData } from '@halwai/domain';
import { formatRupeeAmount, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { LineIssue } from './line-issues';
import { Image } from '../../lib/ui/image';
import { PICTURE_SIZES } from '../../lib/ui/product-image';

interface CartLineProps {
  line: CartLineData;
  issue: LineIssue | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** The quantity choices of the cart page (1 to 6), plus a larger amount chosen in the sheet. */
const quantityChoices = (current: number) =>
  (CART_PAGE_QUANTITIES as readonly number[]).includes(current) ? CART_PAGE_QUANTITIES : [...CART_PAGE_QUANTITIES, current];

/** One cart line: picture, name, variant, price, quantity, line total and removal; a refused line says why. */
export function CartLine({ line, issue, onQuantity, onRemove }: CartLineProps) {
  const nameId = useId();
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
                {line.name}
              </Link>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Chip label={line.selectedWeight} size="small" variant="outlined" />
                <Typography variant="body2" color="text.secondary">
                  {formatRupeeAmount(line.price)} each
                </Typography>
              </Stack>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, justifyContent: 'space-between' }}>
              <TextField
                select
                label="Quantity"
                size="small"
                value={line.quantity}
                onChange={(event) => onQuantity(Number(event.target.value))}
                disabled={blocked}
                fullWidth={false}
                slotProps={{ select: { native: true } }}
                sx={{ width: 96, flexShrink: 0 }}
              >
                {quantityChoices(line.quantity).map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </TextField>
              <Typography sx={{ fontWeight: 700, minWidth: '5.5em', textAlign: 'right', flexGrow: { xs: 1, sm: 0 } }}>
                {formatRupees(linePaise(line))}
              </Typography>
              <IconButton aria-label={`Remove ${line.name} (${line.selectedWeight})`} onClick={onRemove} sx={{ color: 'secondary.main' }}>
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
