import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-reader.ts';
import { type PaymentReceiptData, renderReceipt } from './receipt.ts';
import { chequeReceipt } from './sample-data.ts';

async function printed(data: PaymentReceiptData) {
  const pages = await pdfPages(await renderReceipt(data));
  return { pages, text: pages.join('\n').replace(/\s+/g, ' ') };
}

describe('the receipt PDF', () => {
  it('prints a cheque payment: number, date, flat, payer, amount in figures and words, the cheque, what it paid', async () => {
    const { pages, text } = await printed(chequeReceipt);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Sagar Darshan Co-operative Housing Society Ltd.',
      'RECEIPT',
      'Receipt No. RCT/2026-27/0007',
      'Date 18 Apr 2026',
      'Received from Priya Deshmukh',
      'Flat A-1203 (Wing A)',
      'Mode Cheque No. 004512 dated 17 Apr 2026, HDFC Bank, Vashi',
      'Amount received ₹1,25,459.80',
      'Amount in words Rupees One Lakh Twenty-Five Thousand Four Hundred Fifty-Nine and Eighty Paise Only',
      'Document Description Amount',
      'MB/2025-26/0042 Arrears of Jan–Mar 2026 ₹1,04,000.00',
      'MB/2026-27/0042 Interest on arrears ₹187.34',
      'MB/2026-27/0042 Maintenance bill Apr–Jun 2026 ₹21,272.46',
      'Subject to realisation of the cheque.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    [{ kind: 'cash' } as const, 'Mode Cash'],
    [{ kind: 'upi', reference: '612345678901' } as const, 'Mode UPI, reference 612345678901'],
    [{ kind: 'neft', reference: 'HDFCN52026041812345' } as const, 'Mode NEFT, reference HDFCN52026041812345'],
    [{ kind: 'imps', reference: '610812345678' } as const, 'Mode IMPS, reference 610812345678'],
  ])('prints a payment by %o without the cheque caveat', async (mode, label) => {
    const { text } = await printed({ ...chequeReceipt, mode, amountPaise: 50, appliedTo: undefined });
    expect(text).toContain(label);
    expect(text).toContain('Amount received ₹0.50');
    expect(text).toContain('Amount in words Fifty Paise Only');
    expect(text).not.toContain('Subject to realisation');
    expect(text).not.toContain('Applied to');
  });

  it('refuses a receipt for no money', async () => {
    await expect(renderReceipt({ ...chequeReceipt, amountPaise: 0 })).rejects.toThrow(RangeError);
  });
});
