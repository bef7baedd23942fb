import { describe, expect, it } from 'vitest';
import { csvCell } from '@halwai/domain';
import { toCsv } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('leaves numbers as numbers', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('starts with a byte-order mark and ends lines in CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
