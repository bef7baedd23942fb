import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../storage-keys';
import {
  availableKinds,
  connectPrinter,
  PRINTER_KINDS,
  reconnectPrinter,
  type PrinterDevice,
  type PrinterKind,
  type PrinterLink,
} from './printer-link';
import type { ReceiptLine, RollWidth } from './receipt-document';

/** This device's printer as remembered between visits. */
interface Remembered {
  width: RollWidth;
  kind: PrinterKind | null;
  device: PrinterDevice | null;
}

export interface ReceiptPrinterState extends Remembered {
  /** The open connection; null until connected (or reconnected) on this visit. */
  link: PrinterLink | null;
  status: 'idle' | 'connecting' | 'printing';
  /** Asks the browser for a printer of this kind (from a tap) and remembers it; false when none was chosen. */
  connect: (kind: PrinterKind) => Promise<boolean>;
  /** Opens the remembered printer without asking, where the browser allows it. */
  reconnect: () => Promise<void>;
  forget: () => Promise<void>;
  setWidth: (width: RollWidth) => void;
  /** Prints the lines on the connected printer: resolves once the bytes were handed to it. */
  print: (lines: readonly ReceiptLine[]) => Promise<void>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readRemembered(): Remembered {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.receiptPrinter) ?? 'null') as unknown;
    if (!isObject(stored)) return { width: 80, kind: null, device: null };
    const kind = PRINTER_KINDS.find((k) => k === stored.kind) ?? null;
    return {
      width: stored.width === 58 ? 58 : 80,
      kind,
      device: kind && isObject(stored.device) ? (stored.device as PrinterDevice) : null,
    };
  } catch {
    return { width: 80, kind: null, device: null };
  }
}

const remember = ({ width, kind, device }: Remembered) =>
  localStorage.setItem(STORAGE_KEYS.receiptPrinter, JSON.stringify({ width, kind, device }));

const PRINTER_LANGUAGES = ['esc-pos', 'star-prnt', 'star-line'] as const;

export const receiptPrinterStore = createStore<ReceiptPrinterState>()((set, get) => {
  const opened = (link: PrinterLink) => {
    link.onDisconnected(() => {
      if (get().link === link) set({ link: null });
    });
    set({ link, kind: link.kind, device: link.device });
    remember(get());
  };
  return {
    ...readRemembered(),
    link: null,
    status: 'idle',

    async connect(kind) {
      set({ status: 'connecting' });
      try {
        const link = await connectPrinter(kind);
        if (!link) return false;
        await get()
          .link?.disconnect()
          .catch(() => {});
        opened(link);
        return true;
      } finally {
        set({ status: 'idle' });
      }
    },

    async reconnect() {
      const { kind, device, link } = get();
      if (link || !kind || !device || !availableKinds().includes(kind)) return;
      set({ status: 'connecting' });
      try {
        const found = await reconnectPrinter(kind, device);
        if (found) opened(found);
      } catch {
        // Not there today (switched off, unplugged): the setting still names it; Connect finds it again.
      } finally {
        set({ status: 'idle' });
      }
    },

    async forget() {
      const { link } = get();
      set({ link: null, kind: null, device: null });
      remember(get());
      await link?.disconnect().catch(() => {});
    },

    setWidth(width) {
      set({ width });
      remember(get());
    },

    async print(lines) {
      const { link, width } = get();
      if (!link) throw new Error('No printer is connected');
      set({ status: 'printing' });
      try {
        // The encoder and the canvas drawing come with the first print, not with the counter's page.
        const [{ escposReceipt }, { loadFontFor, rasterizeOnCanvas }] = await Promise.all([
          import('./escpos-receipt'),
          import('./canvas-raster'),
        ]);
        await loadFontFor(lines);
        const language = PRINTER_LANGUAGES.find((l) => l === link.device.language);
        const bytes = escposReceipt(lines, {
          width,
          rasterize: rasterizeOnCanvas,
          ...(language && { language }),
        });
        await link.print(bytes);
      } finally {
        set({ status: 'idle' });
      }
    },
  };
});

export const useReceiptPrinter = <T>(select: (state: ReceiptPrinterState) => T): T => useStore(receiptPrinterStore, select);
