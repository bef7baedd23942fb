import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  addPaise,
  cartTotal,
  checkFulfilment,
  checkOrder,
  deliveryCharge,
  MESSAGES,
  paise,
  paiseToRupees,
  rupeesToPaise,
  type BusinessBuyerRequest,
  type CartLine,
  type CustomerInput,
  type FulfilmentRequest,
  type Paise,
  type CodedMessage,
  type DateWindow,
} from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { translateCoded, translateMessage } from '../../i18n/translate-message';

const shown = (said: CodedMessage | null | undefined) => (said ? translateCoded(said) : null);
import { useLanguage } from '../../i18n/use-language';
import { catalogueQueryOptionsFor } from '../../lib/api/get-catalogue';
import { cartStore } from '../../lib/cart-store';
import { rememberOrder } from '../../lib/my-orders';
import { paths } from '../../lib/paths';
import { useChosenOutletId, useOrderShopInfo } from '../../lib/outlet-choice';
import type { DialogMessage } from '../../lib/ui/message-dialog';
import { usePlaceOrder } from './api/place-order';
import { reconcile, refusedLines, type LineIssues } from './line-issues';
import { orderKeys } from './order-key';
import { deliveryTermsOf } from './use-fulfilment';

/** The spec's words for a failed order: the server's message, else the status, else a generic sentence. */
function describeFailure(error: unknown, t: TFunction<'cart'>): DialogMessage {
  if (error instanceof ApiError) {
    const title = error.status < 500 ? t('failure.validation') : t('failure.notPlaced');
    return { title, message: error.message ? translateMessage(error.message) : t('failure.status', { status: error.status }) };
  }
  // Offline, the order never left the phone: say so, and the cart stays as it is.
  if (!navigator.onLine) return { title: t('failure.offline'), message: translateMessage(MESSAGES.offlineOrder) };
  return { title: t('failure.notPlaced'), message: translateMessage(MESSAGES.somethingWentWrong) };
}

/**
 * Placing an order from the cart: the spec's checks, then the order under an idempotency key that
 * survives retries. A refusal naming cart lines re-reads the catalogue and marks those lines; success
 * empties the cart, remembers the order in `localStorage.myOrders` and opens its page. `onRefused`
 * hears every failure too (a full slot is said at its field).
 */
export function useCheckout({ onRefused }: { onRefused?: (error: unknown) => void } = {}) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // True while the shop said "busy" (or the answer was lost) and the order waits to be sent again.
  const [retrying, setRetrying] = useState(false);
  const placeOrder = usePlaceOrder(() => setRetrying(true));
  const shop = useOrderShopInfo();
  const outletId = useChosenOutletId();
  const language = useLanguage();
  const { minimumOrder } = shop;
  const [failure, setFailure] = useState<DialogMessage | null>(null);
  const [issues, setIssues] = useState<LineIssues>(new Map());
  const [placed, setPlaced] = useState(false);
  // The server's refusal of the preferred date (a pre-order's window), shown at the date field while that date is chosen.
  const [dateRefusal, setDateRefusal] = useState<{ date: string | undefined; message: string } | null>(null);
  // A double click can submit twice before the first submit re-renders; the second one waits here.
  const sendingNow = useRef(false);

  /** Re-reads the catalogue, takes over changed prices and marks what can no longer be ordered. */
  const refreshRefusedLines = async (sent: CartLine[], error: ApiError) => {
    const refused = refusedLines(sent, error.fieldErrors);
    if (refused.size === 0) return;
    try {
      const catalogue = await queryClient.fetchQuery({ ...catalogueQueryOptionsFor(outletId), staleTime: 0 });
      const { issues: found, newPrices } = reconcile(refused, catalogue);
      for (const { line, price } of newPrices) cartStore.getState().setPrice(line, price);
      setIssues(found);
    } catch {
      // The catalogue could not be read: the lines still show the server's words.
      setIssues(new Map([...refused].map(([key, { message }]) => [key, { kind: 'refused', message }])));
    }
  };

  /** `fulfilment` undefined: a pickup, sent as the spec's call was (the shop does not deliver and no date was asked for). */
  const submit = (
    { customerName, customerMobile, customerEmail }: CustomerInput,
    fulfilment?: FulfilmentRequest,
    extras: { offerCode?: string | null; giftMessage?: string; discount?: Paise; business?: BusinessBuyerRequest; dates?: DateWindow } = {},
  ) => {
    if (sendingNow.current) return;
    const lines = cartStore.getState().lines;
    const terms = deliveryTermsOf(shop);
    const problem =
      shown(checkOrder(lines, customerName, customerMobile, rupeesToPaise(minimumOrder))) ??
      (terms.enabled && !fulfilment ? t('fulfilment.choose') : null) ??
      (fulfilment ? shown(checkFulfilment(fulfilment, terms, new Date(), shop.timeZone, extras.dates)?.message) : null) ??
      null;
    if (problem) {
      setFailure({ title: t('failure.validation'), message: problem });
      return;
    }
    const giftMessage = extras.giftMessage?.trim();
    const request = {
      cartItems: lines,
      customerName,
      customerMobile,
      ...(customerEmail && { customerEmail }),
      ...(fulfilment && { fulfilment }),
      ...(extras.offerCode && { offerCode: extras.offerCode }),
      ...(giftMessage && { giftMessage }),
      ...extras.business,
      // The customer's messages, order page and invoice speak the language they ordered in.
      language,
      // Only a shop with outlets to choose from names one: the order is then that outlet's.
      ...(outletId !== null && { outletId }),
    };
    // What the customer remembers paying; the server works out the same charge.
    const charge = fulfilment?.type === 'delivery' ? deliveryCharge(cartTotal(lines), terms) : paise(0);
    const idempotencyKey = orderKeys.keyFor(JSON.stringify(request));
    setIssues(new Map());
    setDateRefusal(null);
    sendingNow.current = true;
    placeOrder.mutate(
      { request, idempotencyKey },
      {
        onSuccess: ({ id, accessKey }) => {
          setRetrying(false);
          orderKeys.forget();
          rememberOrder({ id, accessKey, date: new Date().toISOString(), total: paiseToRupees(addPaise(cartTotal(lines), paise(-(extras.discount ?? 0)), charge)) });
          setPlaced(true);
          cartStore.getState().clear();
          void navigate(paths.orderSuccess(id, accessKey));
        },
        onError: (error) => {
          setRetrying(false);
          sendingNow.current = false;
          setFailure(describeFailure(error, t));
          onRefused?.(error);
          if (error instanceof ApiError) void refreshRefusedLines(lines, error);
          const dateMessage = error instanceof ApiError ? error.fieldErrors['fulfilment.preferredDate']?.[0] : undefined;
          if (dateMessage) setDateRefusal({ date: fulfilment?.preferredDate, message: dateMessage });
        },
      },
    );
  };

  return {
    submit,
    /** True while the order is on its way, and after success until the order page opens. */
    sending: placeOrder.isPending || placed,
    placed,
    /** The shop was busy or out of reach: the order is being sent again under the same key. */
    retrying,
    failure,
    dismissFailure: () => setFailure(null),
    issues,
    /** The server's refusal of this preferred date, for the date field; null for any other. */
    dateRefusalFor: (date: string) => (dateRefusal && (dateRefusal.date ?? '') === date ? dateRefusal.message : null),
  };
}
