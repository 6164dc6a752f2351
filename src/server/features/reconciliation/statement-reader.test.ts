import { describe, expect, it } from 'vitest';
import { STATEMENT_MAX_BYTES } from '../../../shared/reconciliation-admin.ts';
import { AppError } from '../../http/errors.ts';
import { readStatement } from './statement-reader.ts';
import { readAmount, readDate } from './statement-values.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readStatement(bytes(text));
const refusal = (text: string | Uint8Array) => {
  try {
    readStatement(typeof text === 'string' ? bytes(text) : text);
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
  throw new Error('The statement was read');
};
const brief = (text: string) =>
  read(text).lines.map((l) => [
    l.date,
    l.direction,
    l.amount_paise,
    l.balance_paise,
    l.narration,
    l.reference,
  ]);

describe('amounts as Indian statements write them', () => {
  it.each([
    ['1,23,456.00', 12345600, null],
    ['12,34,56,789.50', 123456789_50, null],
    ['123,456.70', 12345670, null],
    ['1500', 150000, null],
    ['₹1,500', 150000, null],
    ['₹ 2,000.5', 200050, null],
    ['Rs. 2,000.00', 200000, null],
    ['Rs 99.99', 9999, null],
    ['INR 1,00,000.00', 10000000, null],
    ['2,000.00 Cr', 200000, 'credit'],
    ['2,000.00Dr', 200000, 'debit'],
    ['2,000.00 (Cr)', 200000, 'credit'],
    ['CR 450.00', 45000, 'credit'],
    ['-350.00', 35000, 'debit'],
    ['(350.00)', 35000, 'debit'],
  ])('%s is %i paise', (cell, paise, direction) => {
    expect(readAmount(cell)).toEqual({ paise, direction });
  });

  it.each(['', ' ', '-', '--', 'NA'])('%j is no amount', (cell) => {
    expect(readAmount(cell)).toBeNull();
  });

  it.each(['1,2,3', '12.345', 'abc', '1.500,00', '₹', '1,23,4567.00', '99999999999999'])(
    '%j is refused',
    (cell) => {
      expect(readAmount(cell)).toBeUndefined();
    },
  );
});

describe('dates as Indian statements write them', () => {
  it.each([
    ['24/11/2026', '2026-11-24'],
    ['24-11-2026', '2026-11-24'],
    ['24.11.2026', '2026-11-24'],
    ['4/1/2027', '2027-01-04'],
    ['24/11/26', '2026-11-24'],
    ['24-Nov-26', '2026-11-24'],
    ['24-Nov-2026', '2026-11-24'],
    ['24 Nov 2026', '2026-11-24'],
    ['24 November 2026', '2026-11-24'],
    ['24 Sept 2026', '2026-09-24'],
    ['2026-11-24', '2026-11-24'],
    ['15-01-2025 22:40:00', '2025-01-15'],
    ['29/02/2028', '2028-02-29'],
  ])('%s is %s', (cell, iso) => {
    expect(readDate(cell)).toBe(iso);
  });

  it.each(['31/02/2026', '29-Feb-27', '11/24/2026', '24 Novel 2026', '2026/11/24', 'yesterday', ''])(
    '%j is not a date',
    (cell) => {
      expect(readDate(cell)).toBeNull();
    },
  );
});

describe('each preset', () => {
  it('SBI: account details above the table, 24 Nov 2026 dates, Ref No./Cheque No.', () => {
    const csv = [
      'Account Name       :,CO-OP HSG SOCIETY LTD',
      'Account Number     :,00000031234567890',
      'IFS Code           :,SBIN0001234',
      '',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,Debit,Credit,Balance',
      '24 Nov 2026,24 Nov 2026,BY TRANSFER-UPI/CR/433012345678/RAMESH K/HDFC/ramesh@okhdfcbank/A101,TRANSFER FROM 4897691162093,1234,,"5,000.00","1,25,000.00"',
      '25 Nov 2026,25 Nov 2026,TO TRANSFER-NEFT/ELECTRICITY,,1234,"12,000.00",,"1,13,000.00"',
    ].join('\n');
    expect(read(csv).layout).toBe('sbi');
    expect(read(csv).headerLine).toBe(5);
    expect(brief(csv)).toEqual([
      [
        '2026-11-24',
        'credit',
        500000,
        12500000,
        'BY TRANSFER-UPI/CR/433012345678/RAMESH K/HDFC/ramesh@okhdfcbank/A101',
        'TRANSFER FROM 4897691162093',
      ],
      ['2026-11-25', 'debit', 1200000, 11300000, 'TO TRANSFER-NEFT/ELECTRICITY', ''],
    ]);
  });

  it('HDFC: a row of asterisks under the headings, 24/11/26 dates', () => {
    const csv = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '********,********,********,********,********,********,********',
      '24/11/26,UPI-RAMESH KUMAR-ramesh@okhdfcbank-HDFC0001234-433012345678-A101 MAINT,0000433012345678,24/11/26,,5000.00,125000.00',
      '24/11/26,NEFT CR-ICIC0000104-SUNITA SHAH-SOCIETY-ICICN52026112412345,ICICN52026112412345,24/11/26,,"3,450.00","1,28,450.00"',
    ].join('\r\n');
    expect(read(csv).layout).toBe('hdfc');
    expect(brief(csv).map((l) => l.slice(0, 4))).toEqual([
      ['2026-11-24', 'credit', 500000, 12500000],
      ['2026-11-24', 'credit', 345000, 12845000],
    ]);
  });

  it('ICICI: Transaction Date (not Value Date) and the (INR) columns', () => {
    const csv = [
      'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR),Deposit Amount (INR),Balance (INR)',
      '1,25/11/2026,24/11/2026,-,UPI/433012345678/A-101 maint/ramesh@ybl/HDFC BANK/UPIINTENT,0.00,"5,000.00","1,25,000.00"',
    ].join('\n');
    expect(read(csv).layout).toBe('icici');
    expect(brief(csv)).toEqual([
      [
        '2026-11-24',
        'credit',
        500000,
        12500000,
        'UPI/433012345678/A-101 maint/ramesh@ybl/HDFC BANK/UPIINTENT',
        '',
      ],
    ]);
  });

  it('Axis: an opening balance line under the headings and totals under the table', () => {
    const csv = [
      'Statement of Axis Account No :911010025601581 for the period (From : 01-11-2026 To : 30-11-2026)',
      'Tran Date,Chq No,Particulars,Debit,Credit,Balance,Init. Br',
      ',,OPENING BALANCE,,,"1,20,000.00",',
      '24-11-2026,,IMPS/P2A/433012345679/SUNITASHAH/ICICIBAN/B202 NOV,,"3,450.00","1,23,450.00",4012',
      ',,TRANSACTION TOTAL,0.00,"3,450.00",,',
      ',,CLOSING BALANCE,,,"1,23,450.00",',
      'Unless the constituent notifies the bank immediately of any discrepancy found by him in this statement...',
    ].join('\n');
    expect(read(csv).layout).toBe('axis');
    expect(brief(csv).map((l) => l.slice(0, 4))).toEqual([['2026-11-24', 'credit', 345000, 12345000]]);
  });

  it('Kotak: one amount column with its Dr / Cr, and the balance with its own', () => {
    const csv = [
      'Sl. No.,Date,Description,Chq / Ref number,Amount,Dr / Cr,Balance,Dr / Cr',
      '1,24-11-2026,UPI/RAMESH KUMAR/433012345678/A-101,UPI-433012345678,"5,000.00",CR,"1,25,000.00",CR',
      '2,25-11-2026,NEFT ELECTRICITY BOARD,,"12,000.00",DR,"1,13,000.00",CR',
    ].join('\n');
    expect(read(csv).layout).toBe('kotak');
    expect(brief(csv).map((l) => l.slice(0, 4))).toEqual([
      ['2026-11-24', 'credit', 500000, 12500000],
      ['2026-11-25', 'debit', 1200000, 11300000],
    ]);
  });

  it('Kotak with withdrawal and deposit columns', () => {
    const csv = [
      'Date,Narration,Chq/Ref No.,Withdrawal (Dr),Deposit (Cr),Balance',
      '24/11/2026,UPI/RAMESH KUMAR/433012345678/A-101,UPI-433012345678,,"5,000.00","1,25,000.00(Cr)"',
    ].join('\n');
    expect(read(csv).layout).toBe('kotak-split');
    expect(brief(csv).map((l) => l.slice(0, 4))).toEqual([['2026-11-24', 'credit', 500000, 12500000]]);
  });

  it('Bank of Baroda: S.No, Date, Description, Cheque No, Debit, Credit, Balance, Value Date', () => {
    const csv = [
      'S.No,Date,Description,Cheque No,Debit,Credit,Balance,Value Date',
      '1,24/11/2026,NEFT-BARBN52026112400001-RAJESH PATIL-C-303 MAINTENANCE,,,"4,200.00","1,24,200.00",24/11/2026',
    ].join('\n');
    expect(read(csv).layout).toBe('bob');
    expect(brief(csv).map((l) => l.slice(0, 4))).toEqual([['2026-11-24', 'credit', 420000, 12420000]]);
  });

  it('Union Bank: one amount column carrying its (Cr)', () => {
    const csv = [
      'Tran Id,Tran Date,Remarks,Amount (Rs.),Balance (Rs.)',
      'S12345678,24/11/2026,UPI/433012345678/RAMESH/A101,"5,000.00 (Cr)","1,25,000.00 (Cr)"',
      'S12345679,25/11/2026,ELECTRICITY,"12,000.00 (Dr)","1,13,000.00 (Cr)"',
    ].join('\n');
    expect(read(csv).layout).toBe('union');
    expect(brief(csv).map((l) => [l[1], l[2], l[5]])).toEqual([
      ['credit', 500000, 'S12345678'],
      ['debit', 1200000, 'S12345679'],
    ]);
  });
});

describe('the office’s own mapping', () => {
  it('reads a layout no preset knows, with a semicolon separator', () => {
    const csv = ['Posting;Details;Cr Amt;Dr Amt', '24/11/2026;UPI A-101;5000;'].join('\n');
    expect(refusal(csv)).toMatch(/^Lines 1 to 2 have no row of column headings/);
    const mapped = readStatement(bytes(csv), {
      date: ['Posting'],
      narration: ['Details'],
      credit: ['Cr Amt'],
      debit: ['Dr Amt'],
    });
    expect(mapped.layout).toBeNull();
    expect(mapped.lines.map((l) => [l.date, l.amount_paise, l.balance_paise])).toEqual([
      ['2026-11-24', 500000, null],
    ]);
  });
});

describe('what is refused, naming the line', () => {
  const head = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
  const ok = '24/11/26,UPI-A101,1,24/11/26,,5000.00,5000.00';

  it('a formula in a cell', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+SUM(A1)', '-2+3', '@cmd'])
      expect(
        refusal([head, ok, `25/11/26,"${cell.replace(/"/g, '""')}",1,25/11/26,,1.00,5001.00`].join('\n')),
      ).toMatch(/^Line 3: the cell ".*" starts like a spreadsheet formula/);
  });

  it('a date in another format, a bad amount, both amounts, none', () => {
    expect(refusal([head, ok, '11/24/2026,X,1,,,1.00,1.00'].join('\n'))).toBe(
      'Line 3: "11/24/2026" is not a date (dates such as 24/11/2026, 24-Nov-26 or 24 Nov 2026 are read)',
    );
    expect(refusal([head, '24/11/26,X,1,,,"5,00,0",1.00'].join('\n'))).toMatch(
      /^Line 2: Deposit Amt\. "5,00,0" is not an amount/,
    );
    expect(refusal([head, '24/11/26,X,1,,10.00,5.00,1.00'].join('\n'))).toBe(
      'Line 2: the line has both a credit and a debit amount',
    );
    expect(refusal([head, ok, '', '24/11/26,X,1,,,,1.00'].join('\n'))).toBe(
      'Line 4: the line has neither a credit nor a debit amount',
    );
  });

  it('wrong columns, an empty table, an empty file', () => {
    expect(refusal('name,email\nRamesh,r@example.com')).toMatch(
      /^Lines 1 to 2 have no row of column headings/,
    );
    expect(refusal(`${head}\n\n`)).toBe('The statement has column headings but no transactions under them');
    expect(refusal('')).toBe('The statement file is empty');
  });

  it('an executable, a workbook or a PDF renamed .csv, and a file over the limit', () => {
    expect(refusal(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]))).toMatch(/binary data/);
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toMatch(/Excel workbook/);
    expect(refusal(bytes('%PDF-1.7\n'))).toMatch(/This is a PDF/);
    expect(refusal(new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(0x41))).toMatch(/larger than 10 MB/);
  });

  it('blank lines are skipped and a footer of totals ends the table', () => {
    const csv = [
      head,
      '',
      ok,
      ',,,,,',
      '25/11/26,NEFT-B202,2,25/11/26,,"1,23,456.00","1,28,456.00"',
      '',
      'Total,,,,0.00,"1,28,456.00",',
    ];
    expect(read(csv.join('\n')).lines.map((l) => [l.line, l.amount_paise])).toEqual([
      [3, 500000],
      [5, 12345600],
    ]);
  });
});

describe('fingerprints', () => {
  const head = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
  const a = '24/11/26,UPI-A101,433012345678,24/11/26,,5000.00,5000.00';
  const b = '25/11/26,BY CASH,,25/11/26,,500.00,5500.00';
  const c = '26/11/26,UPI-B202,433012345679,26/11/26,,3000.00,8500.00';
  const prints = (...rows: string[]) => read([head, ...rows].join('\n')).lines.map((l) => l.fingerprint);

  it('are the same for a line in an overlapping statement, whatever its position or the file around it', () => {
    const first = prints(a, b);
    const overlapping = read(['HDFC BANK', 'Statement from 25/11/26', '', head, b, c].join('\n')).lines.map(
      (l) => l.fingerprint,
    );
    expect(overlapping[0]).toBe(first[1]);
    expect(new Set([...first, ...overlapping]).size).toBe(3);
  });

  it('tell two identical deposits apart and find both again', () => {
    const noBalance = ['Posting,Details,Cr,Dr', '24/11/2026,BY CASH,5000,', '24/11/2026,BY CASH,5000,'].join(
      '\n',
    );
    const mapping = { date: ['Posting'], narration: ['Details'], credit: ['Cr'], debit: ['Dr'] };
    const once = readStatement(bytes(noBalance), mapping).lines.map((l) => l.fingerprint);
    expect(new Set(once).size).toBe(2);
    expect(readStatement(bytes(noBalance), mapping).lines.map((l) => l.fingerprint)).toEqual(once);
  });

  it('differ when the amount, date or balance differ', () => {
    expect(
      new Set(
        prints(a, a.replace('5000.00,5000.00', '5000.00,5001.00'), a.replace('24/11/26,UPI', '23/11/26,UPI')),
      ).size,
    ).toBe(3);
  });
});

describe('an unreadable file', () => {
  it('names the line where a quote is never closed', () => {
    const head = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
    expect(
      refusal(
        [head, '24/11/26,"UPI-A101,1,24/11/26,,5000.00,5000.00', '25/11/26,X,2,,,1.00,1.00'].join('\n'),
      ),
    ).toMatch(/^The statement could not be read near line \d+: a quote \("\) is never closed/);
  });
});
