import { csvCell, csvTable } from './csv';

describe('CSV export cells', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+919812300001', `"'+919812300001"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['Ravi, Mohali', '"Ravi, Mohali"'],
    ['plain', 'plain'],
    [null, ''],
    [42, '42'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(csvTable(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
  });
});
