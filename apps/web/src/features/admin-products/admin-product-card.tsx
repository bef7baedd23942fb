import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Product } from '@halwai/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AlertColor } from '@mui/material/Alert';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../lib/paths';
import { DiscountBadge } from '../../lib/ui/discount-badge';
import { PriceWithUnit } from '../../lib/ui/price-with-unit';
import { useToggleAvailability } from './api/toggle-availability';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { ProductPicture } from '../../lib/ui/product-picture';
import { LabelledSwitch } from '../../lib/admin-ui/labelled-switch';

interface AdminProductCardProps {
  product: Product;
  /** "Sweets › Barfi". */
  placement: string;
  onNotice: (message: string, severity?: AlertColor) => void;
  onDelete: (product: Product) => void;
}

/** A product on the admin list: availability switch (sent at once), Edit, and a menu with Delete. */
export function AdminProductCard({ product, placement, onNotice, onDelete }: AdminProductCardProps) {
  const { t } = useTranslation('admin-products');
  const titleId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const toggle = useToggleAvailability();
  // Named in the page's language, as the shop shows it; the edit form has both names.
  const name = inLanguage(useLanguage(), product.name, product.nameHi);

  const changeAvailability = (isAvailable: boolean) =>
    toggle.mutate(
      { id: product.id, isAvailable },
      {
        onSuccess: () => onNotice(t('card.statusChanged', { name })),
        onError: () => onNotice(t('card.statusFailed', { name }), 'error'),
      },
    );

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <ProductPicture src={product.thumbnail} alt="" sizes={PICTURE_SIZES.adminCard} unavailable={!product.isAvailable} />
        <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 10, left: 10 }}>
          <DiscountBadge discount={product.discount} />
          {product.featured && <Chip label={t('card.featured')} size="small" color="accent" sx={{ boxShadow: 1 }} />}
          {!product.isAvailable && (
            <Chip label={t('card.unavailable')} size="small" sx={{ bgcolor: 'grey.800', color: 'common.white', boxShadow: 1 }} />
          )}
        </Stack>
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 0 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {placement}
        </Typography>
        <PriceWithUnit price={product.price} unit={product.priceUnit} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, justifyContent: 'space-between' }}>
        <LabelledSwitch
          label={t('common.available')}
          ariaLabel={t('common.availableNamed', { name })}
          checked={product.isAvailable}
          onChange={changeAvailability}
          disabled={toggle.isPending}
        />
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Button
            component={RouterLink}
            to={paths.productEdit(product.id)}
            startIcon={<EditOutlinedIcon />}
            aria-describedby={titleId}
          >
            {t('common.edit')}
          </Button>
          <IconButton
            aria-label={t('card.moreActions', { name })}
            aria-haspopup="menu"
            aria-expanded={menuAnchor !== null}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
        </Stack>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onDelete(product);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            {t('card.delete')}
          </MenuItem>
        </Menu>
      </CardActions>
    </Card>
  );
}
