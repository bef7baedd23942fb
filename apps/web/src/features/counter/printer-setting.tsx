import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useShopInfo } from '../../lib/use-shop-info';
import {
  availableKinds,
  PRINTER_KINDS,
  printerName,
  type PrinterDevice,
  type PrinterKind,
} from '../../lib/receipt-printer/printer-link';
import { ROLL_COLUMNS, type ReceiptLine, type RollWidth } from '../../lib/receipt-printer/receipt-document';
import { receiptPrinterStore, useReceiptPrinter } from '../../lib/receipt-printer/receipt-printer-store';

/** What the counter calls a printer: its own name where it told one, else its kind ("Serial printer"). */
export function usePrinterLabel() {
  const { t } = useTranslation('counter');
  return (kind: PrinterKind, device: PrinterDevice) => printerName(device) || t(`printer.${kind}Printer`);
}

/**
 * The counter's printer button: it opens the printer setting, names the connected printer, and on the
 * counter's first visit of the day opens the printer this device used last, where the browser allows it.
 */
export function PrinterButton() {
  const { t } = useTranslation('counter');
  const [open, setOpen] = useState(false);
  const link = useReceiptPrinter((s) => s.link);
  const label = usePrinterLabel();
  useEffect(() => {
    void receiptPrinterStore.getState().reconnect();
  }, []);
  return (
    <>
      <Button
        variant="outlined"
        color={link ? 'success' : 'secondary'}
        startIcon={<PrintIcon />}
        onClick={() => setOpen(true)}
        sx={{ maxWidth: { xs: 200, sm: 320 }, '& .MuiButton-startIcon': { flexShrink: 0 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {link ? t('printer.buttonConnected', { name: label(link.kind, link.device) }) : t('printer.button')}
        </span>
      </Button>
      {open && <PrinterDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PrinterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('counter');
  const shop = useShopInfo();
  const { link, kind, device, width, status, connect, forget, setWidth, print } = useReceiptPrinter((s) => s);
  const label = usePrinterLabel();
  const [problem, setProblem] = useState<string | null>(null);
  const kinds = availableKinds();

  const run = async (work: () => Promise<unknown>, failed: (error: unknown) => string) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(failed(error));
    }
  };
  const onConnect = (kind: PrinterKind) =>
    run(
      async () => {
        if (!(await connect(kind))) setProblem(t('printer.notChosen'));
      },
      () => t('printer.notChosen'),
    );
  const testLines = (): ReceiptLine[] => [
    { kind: 'heading', text: shop.name },
    { kind: 'centre', text: t('printer.testTitle') },
    { kind: 'centre', text: t('printer.testLine', { width: String(width), columns: String(ROLL_COLUMNS[width]) }) },
    { kind: 'rule' },
    { kind: 'text', text: t('printer.testHindi') },
    { kind: 'pair', label: 'काजू कतली (500 ग्राम)', value: '₹450.00' },
    { kind: 'rule' },
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby="printer-title" maxWidth="xs" fullWidth>
      <DialogTitle id="printer-title">{t('printer.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('printer.intro')}
        </Typography>
        <Alert severity={link ? 'success' : 'info'} role="status" data-testid="printer-status">
          {link
            ? t('printer.connected', { name: label(link.kind, link.device) })
            : kind && device
              ? t('printer.remembered', { name: label(kind, device) })
              : t('printer.none')}
        </Alert>
        {kinds.length > 0 ? (
          <Stack sx={{ gap: 1 }}>
            <Typography component="h3" variant="subtitle2">
              {t('printer.connectHeading')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {PRINTER_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => (
                <Button key={kind} variant="outlined" disabled={status !== 'idle'} onClick={() => void onConnect(kind)}>
                  {t(`printer.${kind}`)}
                </Button>
              ))}
            </Stack>
            {status === 'connecting' && (
              <Typography variant="body2" role="status">
                {t('printer.connecting')}
              </Typography>
            )}
          </Stack>
        ) : (
          <Alert severity="warning">{t('printer.unsupported')}</Alert>
        )}
        <Stack sx={{ gap: 1 }}>
          <Typography component="h3" variant="subtitle2" id="printer-width">
            {t('printer.width')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={width}
            aria-labelledby="printer-width"
            onChange={(_, next: RollWidth | null) => next && setWidth(next)}
          >
            <ToggleButton value={58}>{t('receipt.mm58')}</ToggleButton>
            <ToggleButton value={80}>{t('receipt.mm80')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {device && (
          <Button color="secondary" onClick={() => void run(forget, () => '')}>
            {t('printer.forget')}
          </Button>
        )}
        {link && (
          <Button
            variant="outlined"
            disabled={status !== 'idle'}
            onClick={() =>
              void run(
                () => print(testLines()),
                (error) => t('done.printFailed', { reason: error instanceof Error ? error.message : String(error) }),
              )
            }
          >
            {t('printer.test')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('printer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
