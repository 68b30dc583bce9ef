import { asText, csvCell, csvRow } from './csv';

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
