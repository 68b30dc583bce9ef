import type { Request } from 'express';
import { asText, csvCell, csvFormatOf, csvLineOf, csvPrefix, csvRow } from './csv';

describe('CSV cells', () => {
  it('quotes every cell and doubles quotes inside text', () => {
    expect(csvRow(['a', 'say "hi"', 3, null])).toBe('"a","say ""hi""","3",""\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula, but keeps numbers numbers', () => {
    expect(['=SUM(A1)', '+1', '-2+3', '@cmd'].map(csvCell)).toEqual([`"'=SUM(A1)"`, `"'+1"`, `"'-2+3"`, `"'@cmd"`]);
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell('一般')).toBe('"一般"');
  });

  it('keeps a 20-digit trade number as text', () => {
    expect(csvCell(asText('20261125000000000001'))).toBe('"=""20261125000000000001"""');
  });
});

describe('the CSV format switch', () => {
  const req = (query: Record<string, unknown>, accept = '') =>
    ({ query, get: (name: string) => (name.toLowerCase() === 'accept' ? accept : undefined) }) as unknown as Request;

  it('is Excel by default, raw by the query parameter or the Accept profile, and refuses anything else', () => {
    expect(csvFormatOf(req({}))).toBe('excel');
    expect(csvFormatOf(req({ format: 'raw' }))).toBe('raw');
    expect(csvFormatOf(req({ format: 'excel' }, 'text/csv; profile=raw'))).toBe('excel');
    expect(csvFormatOf(req({}, 'text/csv; profile=raw'))).toBe('raw');
    expect(csvFormatOf(req({}, 'text/csv;charset=utf-8;profile="raw", */*'))).toBe('raw');
    expect(csvFormatOf(req({}, 'text/csv, application/json; profile=raw'))).toBe('excel');
    expect(csvFormatOf(req({ format: 'xlsx' }))).toBeNull();
    expect(csvFormatOf(req({ format: ['raw', 'raw'] }))).toBeNull();
  });

  it('writes the raw format as exact text: no BOM, key headers, no formula guard, ISO times', () => {
    const columns = [
      { key: 'trade_no', header: '交易序號', kind: 'id' },
      { key: 'memo', header: '說明', kind: 'text' },
      { key: 'at', header: '時間', kind: 'time' },
    ] as const;
    expect(csvPrefix(columns, 'raw')).toBe('"trade_no","memo","at"\r\n');
    expect(csvPrefix(columns, 'excel')).toBe('\uFEFF"交易序號","說明","時間"\r\n');
    const row = { trade_no: '0012', memo: '=1+"2"', at: new Date('2026-11-27T06:03:09Z') };
    expect(csvLineOf(columns, row, 'raw')).toBe('"0012","=1+""2""","2026-11-27T14:03:09+08:00"\r\n');
    expect(csvLineOf(columns, row, 'excel')).toBe('"=""0012""","\'=1+""2""","2026/11/27 14:03"\r\n');
  });
});
