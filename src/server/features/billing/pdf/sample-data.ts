// Realistic documents of one society, used by the PDF tests (and to look at the PDFs while changing the layout).
import { financialYear } from '../../../../shared/receipts.ts';
import type { Letterhead } from './layout.ts';
import { type MaintenanceBillData, periodLabel } from './maintenance-bill.ts';
import type { PaymentReceiptData } from './receipt.ts';
import type { StatementData, StatementEntry } from './statement.ts';

export const society: Letterhead = {
  name: 'Sagar Darshan Co-operative Housing Society Ltd.',
  address: 'Plot 14, Sector 17, Near Vashi Railway Station,\nVashi, Navi Mumbai, Maharashtra 400703',
  registrationNumber: 'NBOM/CIDCO/HSG/(TC)/4521/JTR/2003',
  gstin: '27AAAAS1234A1Z5',
};

export const bill: MaintenanceBillData = {
  society,
  billNumber: 'MB/2026-27/0042',
  billDate: '2026-04-01',
  dueDate: '2026-04-20',
  period: { from: '2026-04-01', to: '2026-06-30' },
  flat: { wing: 'A', number: '1203' },
  residents: ['Priya Deshmukh', 'Anand Deshmukh'],
  lines: [
    { head: 'Service charges', amountPaise: 9_000_00, detail: '3 months × ₹3,000.00' },
    {
      head: 'Repairs and maintenance fund',
      amountPaise: 3_825_00,
      detail: '850 sq ft carpet × ₹1.50 × 3 months',
    },
    { head: 'Sinking fund', amountPaise: 1_562_50, detail: '0.25 % a year of ₹25,00,000.00, for a quarter' },
    { head: 'Water charges', amountPaise: 1_240_00, detail: 'Metered: 62 kl' },
    { head: 'Parking (covered, 1 slot)', amountPaise: 1_500_00 },
    { head: 'Non-occupancy charges', amountPaise: 900_00, detail: '10 % of service charges' },
  ],
  gst: [{ cgstRatePercent: '9', cgstPaise: 1_622_48, sgstRatePercent: '9', sgstPaise: 1_622_48 }],
  interestPaise: 187_34,
  arrearsPaise: 1_04_000_00,
  totalPaise:
    9_000_00 + 3_825_00 + 1_562_50 + 1_240_00 + 1_500_00 + 900_00 + 2 * 1_622_48 + 187_34 + 1_04_000_00,
  interestRatePercent: '21',
  upi: { vpa: 'sagardarshan@hdfcbank', payeeName: 'Sagar Darshan CHS' },
};

export const chequeReceipt: PaymentReceiptData = {
  society,
  receiptNumber: 'RCT/2026-27/0007',
  date: '2026-04-18',
  flat: { wing: 'A', number: '1203' },
  receivedFrom: 'Priya Deshmukh',
  amountPaise: 1_25_459_80,
  mode: { kind: 'cheque', chequeNumber: '004512', bank: 'HDFC Bank, Vashi', chequeDate: '2026-04-17' },
  appliedTo: [
    { document: 'MB/2025-26/0042', description: 'Arrears of Jan–Mar 2026', amountPaise: 1_04_000_00 },
    { document: 'MB/2026-27/0042', description: 'Interest on arrears', amountPaise: 187_34 },
    { document: 'MB/2026-27/0042', description: 'Maintenance bill Apr–Jun 2026', amountPaise: 21_272_46 },
  ],
};

/**
 * Ten years of one flat, April 2016 to March 2026: a bill every month and a payment in two months of every three:
 * 200 entries. The monthly charge goes up by ₹150 each April.
 */
export function tenYearStatement(): StatementData {
  const entries: StatementEntry[] = [];
  for (let month = 0; month < 120; month++) {
    const year = 2016 + Math.trunc((month + 3) / 12);
    const iso = `${year}-${String(((month + 3) % 12) + 1).padStart(2, '0')}`;
    const fy = financialYear(`${iso}-01`);
    const charge = 3_250_00 + Math.trunc(month / 12) * 150_00;
    entries.push({
      date: `${iso}-01`,
      documentNumber: `MB/${fy}/${String(100 + (month % 12)).padStart(4, '0')}`,
      description: `Maintenance bill ${periodLabel({ from: `${iso}-01`, to: `${iso}-28` })}`,
      debitPaise: charge,
      creditPaise: 0,
    });
    if (month % 3 !== 0) {
      entries.push({
        date: `${iso}-15`,
        documentNumber: `RCT/${fy}/${String(200 + (month % 12)).padStart(4, '0')}`,
        description: month % 3 === 1 ? 'Payment by UPI' : 'Payment by cheque',
        debitPaise: 0,
        creditPaise: charge + 1_000_00,
      });
    }
  }
  return {
    society,
    flat: { wing: 'B', number: '704' },
    residents: ['Rahul Kulkarni'],
    from: '2016-04-01',
    to: '2026-03-31',
    generatedOn: '2026-04-02',
    openingBalancePaise: 12_500_00,
    entries,
  };
}
