/** How the printer is attached to the device: the browser API that reaches it. */
export type PrinterKind = 'usb' | 'serial' | 'bluetooth';
export const PRINTER_KINDS: readonly PrinterKind[] = ['usb', 'serial', 'bluetooth'];

/** What the printer's package said of it when it connected: enough to find it again, and how to talk to it. */
export type PrinterDevice = Record<string, unknown> & {
  productName?: string;
  name?: string;
  language?: string | null;
  codepageMapping?: string | null;
};

export interface PrinterLink {
  kind: PrinterKind;
  device: PrinterDevice;
  print(bytes: Uint8Array): Promise<void>;
  disconnect(): Promise<void>;
  onDisconnected(listener: () => void): void;
}

// Each package is fetched the first time its kind of printer is connected, never with the page.
const LIBRARIES = {
  usb: async () => new (await import('@point-of-sale/webusb-receipt-printer')).default(),
  serial: async () => new (await import('@point-of-sale/webserial-receipt-printer')).default(),
  bluetooth: async () => new (await import('@point-of-sale/webbluetooth-receipt-printer')).default(),
} satisfies Record<PrinterKind, () => Promise<PointOfSalePrinter>>;

/** The kinds this browser can reach (Chromium on a computer or Android: all three; Safari and Firefox: none). */
export const availableKinds = (nav: Navigator = navigator): PrinterKind[] =>
  PRINTER_KINDS.filter((kind) => kind in nav && Boolean((nav as unknown as Record<string, unknown>)[kind]));

// The packages tell of a connection in their next task, and of a cancelled choice not at all.
const nextTask = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 0));

async function link(kind: PrinterKind, open: (printer: PointOfSalePrinter) => Promise<void>): Promise<PrinterLink | null> {
  const printer = await LIBRARIES[kind]();
  const connected = new Promise<PrinterDevice>((resolve) =>
    printer.addEventListener('connected', (d) => resolve(d as PrinterDevice)),
  );
  await open(printer);
  const device = await Promise.race([connected, nextTask().then(nextTask)]);
  if (!device) return null;
  return {
    kind,
    device,
    print: (bytes) => printer.print(bytes),
    disconnect: () => printer.disconnect(),
    onDisconnected: (listener) => printer.addEventListener('disconnected', listener),
  };
}

/** Asks the browser to choose a printer (call it from a tap); null when none was chosen or it would not open. */
export const connectPrinter = (kind: PrinterKind) => link(kind, (printer) => printer.connect());

/**
 * Opens the printer this device used last, without asking, where the browser allows it: a USB printer,
 * a serial one on a USB adapter; Bluetooth only where the browser lets a page list its devices. Null otherwise.
 */
export const reconnectPrinter = (kind: PrinterKind, device: PrinterDevice) => link(kind, (printer) => printer.reconnect(device));

/** The printer's name as the device told it, for the setting to show. */
export const printerName = (device: PrinterDevice): string =>
  [device.manufacturerName, device.productName ?? device.name].filter((part) => typeof part === 'string' && part).join(' ');
