import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';

/** A UPI deep link (domain `upiPayLink`) as a QR code any UPI app scans; drawn in the browser. */
export function UpiQr({ link, alt, size = 220 }: { link: string; alt: string; size?: number }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(link, { margin: 1, width: size }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [link, size]);
  return (
    <Box sx={{ width: size, height: size }}>
      {qr && <Box component="img" src={qr} alt={alt} data-upi-link={link} sx={{ width: size, height: size }} />}
    </Box>
  );
}
