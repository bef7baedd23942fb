import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { RollPage } from '../../lib/roll-paper/roll-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReceipt } from './api/get-receipt';
import { receiptOf } from './offline/queued-sale';
import { useKeptSales, useSaleSender } from './offline/use-kept-sales';
import { ReceiptPaper } from './receipt-paper';

/** An order's id, not the key of a sale kept on the device. */
const isOrderId = (id: string) => /^\d+$/.test(id);

/**
 * `/counter/receipt/:id?width=58|80`: a counter bill's receipt, sized to the printer's roll. By the
 * order's id, read from the server; by a kept sale's key, read from the device (provisional until sent).
 */
export function CounterReceiptPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('counter');
  const fromServer = useReceipt(id, isOrderId(id));
  const kept = useKeptSales();
  useSaleSender();
  const keptSale = isOrderId(id) ? undefined : kept?.find((s) => s.key === id);
  const receipt = isOrderId(id)
    ? fromServer
    : {
        data: keptSale && receiptOf(keptSale),
        error: kept && !keptSale ? new Error(t('receipt.notOnDevice')) : null,
      };
  const number = receipt.data ? (receipt.data.invoiceNumber ?? t('receipt.provisionalNumber')) : '';
  useDocumentTitle(t('receipt.documentTitle', { number }));
  const error =
    receipt.error && (isOrderId(id) ? new Error(`${t('receipt.loadError')} ${receipt.error.message}`) : receipt.error);

  return (
    <RollPage
      ready={receipt.data !== undefined}
      error={error}
      loading={t('receipt.loading')}
      back={{ to: paths.counter, label: t('receipt.back') }}
    >
      {(width, ref) => receipt.data && <ReceiptPaper sale={receipt.data} width={width} ref={ref} />}
    </RollPage>
  );
}
