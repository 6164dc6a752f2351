// The statement layouts of the largest Indian banks, as their downloaded statements head their columns. Headings
// are compared letters and digits only, case ignored ('Chq./Ref.No.' = 'chqrefno'), so a bank's punctuation
// or spacing that varies between its net banking and its branch printouts does not matter. Each preset names
// where its headings were seen: public statement samples and the parsers people keep for them.
import type { ColumnMapping } from '../../../shared/reconciliation-admin.ts';

export interface StatementLayout {
  id: string;
  bank: string;
  columns: ColumnMapping;
}

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  {
    // State Bank of India, YONO / OnlineSBI "Account Statement" download: Txn Date, Value Date, Description,
    // Ref No./Cheque No., Branch Code, Debit, Credit, Balance; dates such as 24 Nov 2026 (Amit49/Bank-Statement-
    // to-csv-form All_Bank_Header_List.md; FFFSTANZA/SharaLedger docs/INDIAN_BANK_FORMATS.md).
    id: 'sbi',
    bank: 'State Bank of India',
    columns: {
      date: ['Txn Date'],
      narration: ['Description'],
      reference: ['Ref No./Cheque No.', 'Ref No./Cheque'],
      debit: ['Debit'],
      credit: ['Credit'],
      balance: ['Balance'],
    },
  },
  {
    // HDFC Bank NetBanking statement (delimited): Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt.,
    // Deposit Amt., Closing Balance; dates 24/11/26 (asmitsharp/cashlens docs/bank-statement-format-research.md;
    // imshubh4141/expense-calculator-web backend/interfaces/Transaction.ts).
    id: 'hdfc',
    bank: 'HDFC Bank',
    columns: {
      date: ['Date'],
      narration: ['Narration'],
      reference: ['Chq./Ref.No.'],
      debit: ['Withdrawal Amt.'],
      credit: ['Deposit Amt.'],
      balance: ['Closing Balance'],
    },
  },
  {
    // ICICI Bank detailed statement: S No., Value Date, Transaction Date, Cheque Number, Transaction Remarks,
    // Withdrawal Amount (INR), Deposit Amount (INR), Balance (INR); older downloads say Debit Amount, Credit Amount,
    // Balance(INR) (Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md; vdinesht/tracker ICICIBankStatementRow).
    id: 'icici',
    bank: 'ICICI Bank',
    columns: {
      date: ['Transaction Date', 'Value Date'],
      narration: ['Transaction Remarks'],
      reference: ['Cheque Number'],
      debit: ['Withdrawal Amount (INR)', 'Debit Amount'],
      credit: ['Deposit Amount (INR)', 'Credit Amount'],
      balance: ['Balance (INR)'],
    },
  },
  {
    // Axis Bank account statement: Tran Date, Chq No, Particulars, Debit, Credit, Balance, Init. Br; an
    // OPENING BALANCE line under the headings and totals at the end (Amit49/Bank-Statement-to-csv-form
    // All_Bank_Header_List.md; FFFSTANZA/SharaLedger docs/INDIAN_BANK_FORMATS.md).
    id: 'axis',
    bank: 'Axis Bank',
    columns: {
      date: ['Tran Date'],
      narration: ['Particulars'],
      reference: ['Chq No', 'Chq / Ref no.'],
      debit: ['Debit', 'DR'],
      credit: ['Credit', 'CR'],
      balance: ['Balance', 'BAL'],
    },
  },
  {
    // Kotak Mahindra Bank statement with one amount column and its Dr / Cr beside it: Sl. No., Date, Description,
    // Chq / Ref number, Amount, Dr / Cr, Balance, Dr / Cr (the first Dr / Cr is the amount's)
    // (Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md, Kotak pattern 13).
    id: 'kotak',
    bank: 'Kotak Mahindra Bank',
    columns: {
      date: ['Date'],
      narration: ['Description'],
      reference: ['Chq / Ref number'],
      amount: ['Amount'],
      direction: ['Dr / Cr'],
      balance: ['Balance'],
    },
  },
  {
    // Kotak Mahindra Bank net banking download with two amount columns: Date, Narration, Chq/Ref No.,
    // Withdrawal (Dr), Deposit (Cr), Balance (Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md, pattern 10).
    id: 'kotak-split',
    bank: 'Kotak Mahindra Bank (withdrawal and deposit columns)',
    columns: {
      date: ['Date'],
      narration: ['Narration'],
      reference: ['Chq/Ref No.'],
      debit: ['Withdrawal (Dr)'],
      credit: ['Deposit (Cr)'],
      balance: ['Balance'],
    },
  },
  {
    // Bank of Baroda (bob World / branch statement): S.No, Date, Description, Cheque No, Debit, Credit, Balance,
    // Value Date; later downloads Serial No, Transaction Date, Value Date, Description, Cheque Number, Debit,
    // Credit, Balance (Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md, patterns 1 and 20).
    id: 'bob',
    bank: 'Bank of Baroda',
    columns: {
      date: ['Date', 'Transaction Date'],
      narration: ['Description'],
      reference: ['Cheque No', 'Cheque Number'],
      debit: ['Debit'],
      credit: ['Credit'],
      balance: ['Balance'],
    },
  },
  {
    // Union Bank of India: Tran Id, Tran Date, Remarks, Amount (Rs.), Balance (Rs.), the amount carrying its
    // (Cr)/(Dr) (Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md, pattern 17).
    id: 'union',
    bank: 'Union Bank of India',
    columns: {
      date: ['Tran Date'],
      narration: ['Remarks'],
      reference: ['Tran Id'],
      amount: ['Amount (Rs.)'],
      balance: ['Balance (Rs.)'],
    },
  },
];
