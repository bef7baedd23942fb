// The WebUSB, WebSerial and Web Bluetooth receipt printer packages ship no declarations; what this app uses of them.
interface PointOfSalePrinter {
  connect(): Promise<void>;
  reconnect(device: Record<string, unknown>): Promise<void>;
  disconnect(): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (device: Record<string, unknown>) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
}

declare module '@point-of-sale/webusb-receipt-printer' {
  const WebUSBReceiptPrinter: new () => PointOfSalePrinter;
  export default WebUSBReceiptPrinter;
}

declare module '@point-of-sale/webserial-receipt-printer' {
  const WebSerialReceiptPrinter: new (options?: { baudRate?: number }) => PointOfSalePrinter;
  export default WebSerialReceiptPrinter;
}

declare module '@point-of-sale/webbluetooth-receipt-printer' {
  const WebBluetoothReceiptPrinter: new () => PointOfSalePrinter;
  export default WebBluetoothReceiptPrinter;
}
