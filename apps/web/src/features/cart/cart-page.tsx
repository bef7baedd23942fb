import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import { cartTotal, paise, rupeesToPaise, say, type CartLine as CartLineData } from '@halwai/domain';
import { translateCoded } from '../../i18n/translate-message';
import { formatRupees } from '../../lib/format';
import { cartStore, useCart } from '../../lib/cart-store';
import { paths } from '../../lib/paths';
import { MessageDialog } from '../../lib/ui/message-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHasOutletChoice, useOrderShopInfo, useOutletChoice } from '../../lib/outlet-choice';
import { PlacingOrderDialog, RemoveLineDialog } from './cart-dialogs';
import { CartLine } from './cart-line';
import { CustomerForm } from './customer-form';
import { useOfferCheck } from './api/check-offer';
import { FulfilmentForm } from './fulfilment-form';
import { GiftMessageField } from './gift-message-field';
import { OfferCodeField } from './offer-code-field';
import { BusinessInvoiceForm } from './business-invoice-form';
import { useBusinessBuyer } from './use-business-buyer';
import { lineKey } from './line-issues';
import { OrderSummary } from './order-summary';
import { useCurrentLineNames } from './use-current-line-names';
import { useCheckout } from './use-checkout';
import { useFulfilment } from './use-fulfilment';
import { useRestoreCart } from './restore-cart';
import { RestoredCartNotice } from './restored-cart-notice';
import { useCartPreorders } from './preorder-dates';

/** `/cart`: the lines, the total with the GST note, the customer's details and Place Order. */
export function CartPage() {
  // The rules' words (minimum order, delivery, mobile…) are said through the `messages` words: wait for them too.
  const { t } = useTranslation(['cart', 'messages']);
  useDocumentTitle(t('page.title'));
  const lines = useCart((state) => state.lines);
  useCurrentLineNames();
  const restored = useRestoreCart();
  const shop = useOrderShopInfo();
  const outletChoice = useOutletChoice();
  const start = useHasOutletChoice() && outletChoice ? { type: outletChoice.way, pincode: outletChoice.pincode } : null;
  const fulfilment = useFulfilment(shop, cartTotal(lines), useCartPreorders(lines), start);
  const checkout = useCheckout({ onRefused: fulfilment.slots.refused });
  const business = useBusinessBuyer();
  const [removing, setRemoving] = useState<CartLineData | null>(null);
  const [offerCode, setOfferCode] = useState<string | null>(null);
  const [giftMessage, setGiftMessage] = useState('');
  const offerCheck = useOfferCheck(offerCode ? { offerCode, cartItems: lines } : null);
  const offer = offerCode && offerCheck.data ? { code: offerCheck.data.offerCode, discount: rupeesToPaise(offerCheck.data.discount) } : null;
  const minimum = rupeesToPaise(shop.minimumOrder);
  const shortBy = minimum - (cartTotal(lines) - (offer?.discount ?? 0));
  // Said before Place Order, in the order the server would refuse.
  const blockedBy =
    (shortBy > 0
      ? t('page.addMore', { minimum: translateCoded(say('common.minimumOrder', shop.minimumOrder)), amount: formatRupees(paise(shortBy)) })
      : null) ??
    (fulfilment.closed?.refused ? fulfilment.closed.message : null) ??
    (fulfilment.problem ? fulfilment.problem.message : null) ??
    null;

  const removeLine = (line: CartLineData) => {
    cartStore.getState().remove(line);
    setRemoving(null);
  };

  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('page.heading')}
      </Typography>
      <RestoredCartNotice outcome={restored.outcome} onClose={restored.dismiss} />

      {lines.length === 0 ? (
        !checkout.placed && <EmptyCart />
      ) : (
        <Grid container spacing={{ xs: 2.5, md: 4 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Card sx={{ px: { xs: 2, sm: 3 } }}>
              <Box
                component="ul"
                aria-label={t('page.itemsLabel')}
                sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
              >
                {lines.map((line) => (
                  <CartLine
                    key={lineKey(line)}
                    line={line}
                    issue={checkout.issues.get(lineKey(line))}
                    onQuantity={(quantity) => cartStore.getState().setQuantity(line, quantity)}
                    onRemove={() => setRemoving(line)}
                  />
                ))}
              </Box>
            </Card>
            <Button component={RouterLink} to={paths.sweets()} color="secondary" sx={{ mt: 2 }}>
              {t('page.continueShopping')}
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <Card component="section" aria-label={t('page.summaryHeading')} sx={{ p: { xs: 2.5, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
              <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('page.summaryHeading')}
              </Typography>
              <OrderSummary lines={lines} shipping={fulfilment.charge} pickup={fulfilment.type === 'pickup'} offer={offer} />
              <Box sx={{ mt: 2 }}>
                <OfferCodeField
                  applied={offerCode}
                  onApply={setOfferCode}
                  saving={offerCheck.data?.discount}
                  error={offerCheck.error}
                  checking={offerCheck.isFetching}
                />
              </Box>
              <Divider sx={{ my: 3 }} />
              <FulfilmentForm state={fulfilment} dateRefusal={checkout.dateRefusalFor(fulfilment.preferredDate)} />
              <Box sx={{ mt: 2, display: 'grid' }}>
                <GiftMessageField value={giftMessage} onChange={setGiftMessage} />
              </Box>
              <Divider sx={{ my: 3 }} />
              <BusinessInvoiceForm state={business} />
              <Divider sx={{ my: 3 }} />
              <CustomerForm
                onPlaceOrder={(customer) =>
                  checkout.submit(customer, fulfilment.request, { offerCode: offer?.code ?? null, giftMessage, discount: offer?.discount ?? paise(0), business: business.request, dates: fulfilment.preorder?.dates })
                }
                sending={checkout.sending}
                blockedBy={blockedBy ?? business.problem}
              />
            </Card>
          </Grid>
        </Grid>
      )}

      <RemoveLineDialog line={removing} onYes={removeLine} onNo={() => setRemoving(null)} />
      <PlacingOrderDialog open={checkout.sending} retrying={checkout.retrying} />
      <MessageDialog content={checkout.failure} onClose={checkout.dismissFailure} />
    </Container>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <ShoppingBasketOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light', mb: 1 }} />
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        {t('empty.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('empty.text')}
      </Typography>
      <Button component={RouterLink} to={paths.sweets()} variant="contained" size="large">
        {t('empty.explore')}
      </Button>
    </Card>
  );
}
