import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  paise,
  paiseToRupees,
  settlePayments,
  type CounterPaymentPart,
  type CounterSaleRequest,
  type FieldErrors,
} from '@halwai/domain';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../i18n/use-language';
import { useCounterItems } from './api/get-counter-items';
import { useCounterSettings } from './api/get-counter-settings';
import { useCounterCatalogue } from './api/get-counter-catalogue';
import { scanWithKeptItems } from './api/scan-code';
import { BillPanel, EMPTY_DETAILS, type BillDetails } from './bill-panel';
import { billTotals, lineAmount, lineSize, requestLines, type BillLine, type BillTotals } from './counter-bill';
import { withCounterPrices } from './counter-items';
import { ItemPicker } from './item-picker';
import { LineDiscountDialog } from './line-discount-dialog';
import { counterDb } from './offline/counter-db';
import { KeptSalesBanner } from './offline/kept-sales-banner';
import type { QueuedSale } from './offline/queued-sale';
import { dropSale, keepSale, keptSale, retrySale } from './offline/sale-queue';
import { useKeptSales, useSaleSender } from './offline/use-kept-sales';
import { PackChoiceDialog } from './pack-choice-dialog';
import { PayDialog } from './pay-dialog';
import { PhonePayBar } from './phone-pay-bar';
import { PrinterButton } from './printer-setting';
import { requestPayments, typedPaise } from './payment-entry';
import { SaleDoneDialog } from './sale-done-dialog';
import { ShiftBar } from './shift-bar';
import { noItemWithCode, noPricePerKg } from './scan-words';
import { useCounterBill } from './use-counter-bill';
import { useCounterWords } from './use-counter-words';
import { useOfferSaving } from './use-offer-saving';
import { useScanner } from './use-scanner';
import { WeightPadDialog } from './weight-pad-dialog';

type Notice = { severity: 'info' | 'success' | 'error'; text: string } | null;

const newSaleKey = () => crypto.randomUUID();

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** The bill as the screen priced it, kept with the sale for its provisional receipt (rupees). */
function provisionalBill(
  lines: readonly BillLine[],
  totals: BillTotals,
  parts: readonly CounterPaymentPart[],
  customerName: string,
): QueuedSale['bill'] {
  const settled = settlePayments(totals.toPay, parts);
  return {
    orderDate: new Date().toISOString(),
    customerName,
    items: lines.map((line) => ({
      name: line.name,
      nameHi: line.nameHi,
      variant: lineSize(line),
      quantity: line.quantity,
      price: paiseToRupees(line.unitPrice),
      ...(line.discount && { discount: paiseToRupees(line.discount) }),
    })),
    // As the order's: the lines' own discounts, the offer's and the bill's together.
    discount: paiseToRupees(paise(totals.items - totals.toPay)),
    orderTotal: paiseToRupees(totals.toPay),
    payments: requestPayments(parts),
    change: settled.paid ? paiseToRupees(settled.change) : 0,
  };
}

/** `/counter`: the shop's till on a tablet. Items on the left (the bill below them on a phone), the bill on the right. */
export function CounterPage() {
  const { t } = useTranslation('counter');
  useDocumentTitle(t('documentTitle'));
  const catalogue = useCounterCatalogue();
  const counterItems = useCounterItems();
  const settings = useCounterSettings();
  const words = useCounterWords();
  const language = useLanguage();
  // The items with their price per kg; without it (the call failed) a 1 kg pack still prices a weight.
  const items = useMemo(
    () => (catalogue.data && !counterItems.isPending ? withCounterPrices(catalogue.data, counterItems.data ?? []) : undefined),
    [catalogue.data, counterItems.isPending, counterItems.data],
  );
  const bill = useCounterBill(items);
  const [details, setDetails] = useState<BillDetails>(EMPTY_DETAILS);
  const [paying, setPaying] = useState(false);
  // The key of the sale just completed: the done dialog follows it as it waits and goes.
  const [doneKey, setDoneKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keptSales = useKeptSales();
  const sale = (doneKey && keptSales?.find((s) => s.key === doneKey)) || null;
  const { sendNow } = useSaleSender();
  const online = useOnline();
  // One key per bill: a retry after a lost answer is the same sale, never a second one.
  const [saleKey, setSaleKey] = useState(newSaleKey);
  const [refusal, setRefusal] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [discounting, setDiscounting] = useState<number | null>(null);
  const saleLines = requestLines(bill.lines);
  // The offer's saving as the server reckons it, so the total on the screen is the one charged.
  const offer = useOfferSaving(details.offerCode, saleLines);
  const totals = billTotals(bill.lines, typedPaise(details.discount), offer.saving);
  const lineDiscounted = discounting === null ? undefined : bill.lines[discounting];

  const onCode = (code: string) => {
    setNotice({ severity: 'info', text: t('scan.looking', { code }) });
    scanWithKeptItems(code, counterItems.data, settings.scaleItemDigits).then(
      (scan) => {
        const outcome = scan ? bill.addScanned(scan) : { unknown: true as const };
        if ('unknown' in outcome) setNotice({ severity: 'error', text: noItemWithCode(code) });
        else if ('cannotWeigh' in outcome) setNotice({ severity: 'error', text: noPricePerKg(words.name(outcome.cannotWeigh)) });
        else if ('added' in outcome)
          setNotice({ severity: 'success', text: t('scan.added', { name: words.name(outcome.added) }) });
        else setNotice(null);
      },
      () => setNotice({ severity: 'error', text: t('scan.failed') }),
    );
  };
  useScanner(onCode, bill.question === null && !paying && doneKey === null);

  const complete = (parts: CounterPaymentPart[]) => {
    const request: CounterSaleRequest = {
      lines: saleLines,
      payments: requestPayments(parts),
      language,
      ...(totals.discount > 0 && { discount: paiseToRupees(totals.discount) }),
      ...(details.customerName.trim() && { customerName: details.customerName.trim() }),
      ...(details.customerMobile.trim() && { customerMobile: details.customerMobile.trim() }),
      ...(details.offerCode.trim() && { offerCode: details.offerCode.trim() }),
    };
    setRefusal(null);
    setSending(true);
    void sell(request, provisionalBill(bill.lines, totals, parts, details.customerName.trim())).finally(() => setSending(false));
  };

  /**
   * The sale is kept on the device before anything else, then sent. Refused at once (a 4xx) while staff
   * still hold the bill, it is no sale yet: it leaves the device and the refusal shows on its fields.
   * Not sent (no connection), it waits on the device, its bill provisional.
   */
  const sell = async (request: CounterSaleRequest, billAsPriced: QueuedSale['bill']) => {
    let db;
    try {
      db = await counterDb();
      await keepSale(db, { key: saleKey, madeAt: Date.now(), request, bill: billAsPriced });
    } catch {
      setRefusal({ message: t('queue.notKept'), fields: {} });
      return;
    }
    await sendNow();
    const kept = await keptSale(db, saleKey);
    if (kept?.state === 'refused' && kept.refusal) {
      await dropSale(db, saleKey);
      const { message, fields } = kept.refusal;
      setRefusal({ message, fields });
      // A refusal of the bill (a line, the discount, the offer, the mobile) is shown beside its field, on the bill.
      if (Object.keys(fields).some((name) => !name.startsWith('payments'))) setPaying(false);
      return;
    }
    setPaying(false);
    setDoneKey(saleKey);
  };

  const newSale = () => {
    bill.clear();
    setDetails(EMPTY_DETAILS);
    setDoneKey(null);
    setRefusal(null);
    setNotice(null);
    setSaleKey(newSaleKey());
  };

  return (
    <Container
      maxWidth="xl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(320px, 400px)' },
        gap: 2,
        alignItems: 'start',
        pb: { xs: 10, md: 3 },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          {t('heading')}
        </Typography>
        <PrinterButton />
      </Box>
      {keptSales && (
        <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
          <KeptSalesBanner
            sales={keptSales}
            online={online}
            onSendNow={() => void sendNow()}
            onRetry={(key) =>
              void counterDb()
                .then((db) => retrySale(db, key))
                .then(sendNow)
            }
          />
        </Box>
      )}
      <Box sx={{ minWidth: 0, display: 'grid', gap: 1.5 }}>
        <ShiftBar />
        {notice && (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        {items ? (
          <ItemPicker
            catalogue={items}
            quickKeys={settings.quickKeys}
            onPick={(item, variant) => void bill.pick(item, variant)}
            onCode={onCode}
          />
        ) : catalogue.error ? (
          <LoadErrorAlert what={t('items.loadError')} error={catalogue.error} onRetry={catalogue.refetch} />
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
            <CircularProgress size={20} /> {t('items.loading')}
          </Box>
        )}
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
        <BillPanel
          lines={bill.lines}
          details={details}
          totals={totals}
          offer={offer}
          onLineDiscount={setDiscounting}
          fieldErrors={refusal?.fields ?? {}}
          onQuantity={bill.setQuantity}
          onDetails={setDetails}
          onPay={() => setPaying(true)}
          onClear={newSale}
        />
      </Box>
      {bill.question?.kind === 'weight' && (
        <WeightPadDialog
          name={words.name(bill.question.item)}
          pricePerKg={bill.question.pricePerKg}
          onAdd={bill.weigh}
          onClose={bill.cancelQuestion}
        />
      )}
      {bill.question?.kind === 'pack' && (
        <PackChoiceDialog
          name={words.name(bill.question.item)}
          packs={bill.question.packs}
          onChoose={bill.choosePack}
          onClose={bill.cancelQuestion}
        />
      )}
      {lineDiscounted && (
        <LineDiscountDialog
          name={`${words.name(lineDiscounted)} ${words.unit(lineSize(lineDiscounted))}`}
          quantity={lineDiscounted.quantity}
          unitPrice={lineDiscounted.unitPrice}
          amount={lineAmount(lineDiscounted)}
          discount={lineDiscounted.discount ?? paise(0)}
          onApply={(discount) => {
            bill.setLineDiscount(discounting!, discount);
            setDiscounting(null);
          }}
          onClose={() => setDiscounting(null)}
        />
      )}
      {paying && (
        <PayDialog
          toPay={totals.toPay}
          sending={sending}
          error={refusal?.message ?? null}
          fieldErrors={refusal?.fields ?? {}}
          onComplete={complete}
          onClose={() => setPaying(false)}
        />
      )}
      {sale && <SaleDoneDialog sale={sale} onNewSale={newSale} />}
      <PhonePayBar
        count={bill.lines.length}
        toPay={totals.toPay}
        waiting={offer.checking || offer.refusal !== null}
        onPay={() => setPaying(true)}
      />
    </Container>
  );
}
