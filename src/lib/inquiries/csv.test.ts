import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvCell, csvFileName, csvPhone, csvTime, inquiriesCsv } from './csv';

describe('inquiries as a spreadsheet', () => {
  it('quotes a cell only when it must, doubling its quotes', () => {
    expect(csvCell('Ayesha')).toBe('Ayesha');
    expect(csvCell(862)).toBe('862');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Gulberg, Lahore')).toBe('"Gulberg, Lahore"');
    expect(csvCell('the "best" flat')).toBe('"the ""best"" flat"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes what a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+92 300')).toBe("'+92 300");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('Price 1=2')).toBe('Price 1=2');
  });

  it('writes a Pakistani phone as it is dialled at home, another as given', () => {
    expect(csvPhone('+923214445555')).toBe('0321 4445555');
    expect(csvPhone('03214445555')).toBe('0321 4445555');
    expect(csvPhone(' +447700900123 ')).toBe('+447700900123');
  });

  it('dates a row in Pakistan time, sortable as text', () => {
    expect(csvTime('2026-11-29T20:30:00.000Z')).toBe('2026-11-30 1:30 am');
    expect(csvFileName(new Date('2026-11-29T20:30:00.000Z'))).toBe('basera-inquiries-2026-11-30.csv');
  });

  it('is a UTF-8 file with a byte order mark, a header and CRLF lines', () => {
    const file = inquiriesCsv([
      { createdAt: '2026-11-29T05:00:00.000Z', seenAt: null, listingId: 862, title: 'Flat, Gulberg', name: 'عائشہ', phone: '+923214445555', email: null, message: 'Hi', },
      { createdAt: '2026-11-28T05:00:00.000Z', seenAt: '2026-11-28T06:00:00.000Z', listingId: 7, title: 'Plot', name: 'Bilal', phone: null, email: 'b@example.pk', message: 'Price?' },
    ]);
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.slice(1).split('\r\n')).toEqual([
      CSV_HEADER.join(','),
      '2026-11-29 10:00 am,862,"Flat, Gulberg",عائشہ,0321 4445555,,Hi,No',
      '2026-11-28 10:00 am,7,Plot,Bilal,,b@example.pk,Price?,Yes',
      '',
    ]);
  });
});
