import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { SCREEN_ONLY } from '../../lib/ui/paper-print-styles';
import { useShopInfo } from '../../lib/use-shop-info';

/**
 * Printing the order page gives a clean receipt: the shop, the order, its lines and total. The
 * top bar, drawer, footer, buttons and rating stay off the paper; the shop's name and address,
 * shown only in print, head it.
 */
export function OrderPrintStyles() {
  const shop = useShopInfo();
  return (
    <>
      <GlobalStyles
        styles={{
          '@media print': {
            [SCREEN_ONLY]: { display: 'none !important' },
            '[data-print="only"]': { display: 'block !important' },
            body: { background: '#fff' },
            'main .MuiCard-root': { boxShadow: 'none', border: 'none' },
            'main .MuiButton-root': { display: 'none !important' },
          },
        }}
      />
      <Typography data-print="only" component="div" sx={{ display: 'none', mb: 2, textAlign: 'center' }}>
        <strong>{shop.name}</strong>
        <br />
        {shop.address} · {shop.phone}
      </Typography>
    </>
  );
}
