import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  paise,
  paiseToRupees,
  type CounterPaymentPart,
  type CounterSale,
  type CounterSaleRequest,
  type FieldErrors,
} from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../i18n/use-language';
import { useCounterItems } from './api/get-counter-items';
import { useCounterSettings } from './api/get-counter-settings';
import { useCreateSale } from './api/create-sale';
import { scanCode } from './api/scan-code';
import { BillPanel, EMPTY_DETAILS, type BillDetails } from './bill-panel';
import { billTotals, lineAmount, lineSize, requestLines } from './counter-bill';
import { withCounterPrices } from './counter-items';
import { ItemPicker } from './item-picker';
import { LineDiscountDialog } from './line-discount-dialog';
import { PackChoiceDialog } from './pack-choice-dialog';
import { PayDialog } from './pay-dialog';
import { PhonePayBar } from './phone-pay-bar';
import { PrinterButton } from './printer-setting';
import { requestPayments, typedPaise } from './payment-entry';
import { SaleDoneDialog } from './sale-done-dialog';
import { noItemWithCode, noPricePerKg } from './scan-words';
import { useCounterBill } from './use-counter-bill';
import { useCounterWords } from './use-counter-words';
import { useOfferSaving } from './use-offer-saving';
import { useScanner } from './use-scanner';
import { WeightPadDialog } from './weight-pad-dialog';

type Notice = { severity: 'info' | 'success' | 'error'; text: string } | null;

const newSaleKey = () => crypto.randomUUID();

/** `/counter`: the shop's till on a tablet. Items on the left (the bill below them on a phone), the bill on the right. */
export function CounterPage() {
  const { t } = useTranslation('counter');
  useDocumentTitle(t('documentTitle'));
  const catalogue = useCatalogue();
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
  const [sale, setSale] = useState<CounterSale | null>(null);
  // One key per bill: a retry after a lost answer is the same sale, never a second one.
  const [saleKey, setSaleKey] = useState(newSaleKey);
  const [refusal, setRefusal] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const createSale = useCreateSale();
  const [discounting, setDiscounting] = useState<number | null>(null);
  const saleLines = requestLines(bill.lines);
  // The offer's saving as the server reckons it, so the total on the screen is the one charged.
  const offer = useOfferSaving(details.offerCode, saleLines);
  const totals = billTotals(bill.lines, typedPaise(details.discount), offer.saving);
  const lineDiscounted = discounting === null ? undefined : bill.lines[discounting];

  const onCode = (code: string) => {
    setNotice({ severity: 'info', text: t('scan.looking', { code }) });
    scanCode(code).then(
      (scan) => {
        const outcome = bill.addScanned(scan);
        if ('unknown' in outcome) setNotice({ severity: 'error', text: noItemWithCode(code) });
        else if ('cannotWeigh' in outcome) setNotice({ severity: 'error', text: noPricePerKg(words.name(outcome.cannotWeigh)) });
        else if ('added' in outcome)
          setNotice({ severity: 'success', text: t('scan.added', { name: words.name(outcome.added) }) });
        else setNotice(null);
      },
      (error: unknown) => {
        const unknown = error instanceof ApiError && error.status === 404;
        setNotice({ severity: 'error', text: unknown ? noItemWithCode(code) : t('scan.failed') });
      },
    );
  };
  useScanner(onCode, bill.question === null && !paying && sale === null);

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
    createSale.mutate(
      { request, key: saleKey },
      {
        onSuccess: (done) => {
          setPaying(false);
          setSale(done);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setRefusal({ message: error instanceof ApiError ? error.message : t('pay.failed'), fields });
          // A refusal of the bill (a line, the discount, the offer, the mobile) is shown beside its field, on the bill.
          if (Object.keys(fields).some((name) => !name.startsWith('payments'))) setPaying(false);
        },
      },
    );
  };

  const newSale = () => {
    bill.clear();
    setDetails(EMPTY_DETAILS);
    setSale(null);
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
      <Box sx={{ minWidth: 0, display: 'grid', gap: 1.5 }}>
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
          sending={createSale.isPending}
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
