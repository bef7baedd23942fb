import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import type { RollWidth } from '../receipt-printer/receipt-document';

export type { RollWidth };

/**
 * A slip on the counter's receipt roll (a Z report, a credit note): monospace, black on white, every
 * line wrapping inside the roll's width. `PaperPrintStyles` prints it alone on the roll.
 */
export function RollPaper({
  width,
  label,
  testId,
  ref,
  lang,
  children,
}: {
  width: RollWidth;
  label: string;
  testId: string;
  ref?: Ref<HTMLDivElement>;
  lang: string;
  children: ReactNode;
}) {
  return (
    <Box
      ref={ref}
      data-paper={`${width}mm`}
      data-testid={testId}
      lang={lang}
      aria-label={label}
      sx={{
        mx: 'auto',
        width: `${width}mm`,
        boxSizing: 'border-box',
        p: width === 58 ? '2mm' : '3mm',
        bgcolor: '#fff',
        color: '#000',
        boxShadow: 2,
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
        fontSize: width === 58 ? '11px' : '12.5px',
        lineHeight: 1.35,
        overflowWrap: 'anywhere',
        '& p': { m: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** A label on the left, its value on the right; the label wraps, the value keeps to one piece. */
export function Pair({
  label,
  value,
  bold = false,
  big = false,
}: {
  label: string;
  value: string;
  bold?: boolean;
  big?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: '1ch',
        fontWeight: bold ? 800 : 400,
        fontSize: big ? '1.15em' : undefined,
        whiteSpace: 'pre-wrap',
      }}
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        {label}
      </Box>
      <Box component="span" sx={{ flexShrink: 0, textAlign: 'right' }}>
        {value}
      </Box>
    </Box>
  );
}

export function Rule() {
  return <Box aria-hidden sx={{ borderTop: '1px dashed #000', my: 0.75 }} />;
}

/** A slip's heading, centred and bold. */
export function SlipHeading({ children }: { children: ReactNode }) {
  return (
    <Box component="h1" sx={{ fontSize: '1.3em', fontWeight: 800, m: 0, textAlign: 'center' }}>
      {children}
    </Box>
  );
}
