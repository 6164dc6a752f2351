import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../mail/language.ts';
import { pdfPages } from '../../../test/pdf-reader.ts';
import { type PaymentReceiptData, renderReceipt } from './receipt.ts';
import { chequeReceipt } from './sample-data.ts';

async function printed(data: PaymentReceiptData, locale = 'en') {
  const pages = await pdfPages(await renderReceipt(data, serverI18n(locale)));
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

  it('prints what a payment was applied to in the receipt’s language, the document numbers and reasons as they are', async () => {
    const appliedTo = [
      { document: 'MB/2026-27/0042', description: 'Maintenance bill Oct–Dec 2026', amountPaise: 21_272_46 },
      {
        document: 'MB/2026-27/0042',
        description: 'Maintenance bill Oct–Dec 2026',
        interest: true,
        amountPaise: 187_34,
      },
      {
        document: 'DN/2026-27/0001',
        description: 'Debit note against MB/2026-27/0042: Late fee',
        amountPaise: 100_00,
      },
    ];
    const english = await printed({ ...chequeReceipt, appliedTo });
    expect(english.text).toContain('MB/2026-27/0042 Maintenance bill Oct–Dec 2026 (interest) ₹187.34');
    // Read back in drawing order, where a vowel sign before its consonant (बिल) comes first.
    const marathi = await printed({ ...chequeReceipt, appliedTo }, 'mr');
    expect(marathi.text).toMatch(/MB\/2026-27\/0042 देखभाल शुल्क \S+ ऑक्टो – \S+ 2026 ₹21,272.46/);
    expect(marathi.text).toMatch(/MB\/2026-27\/0042 देखभाल शुल्क \S+ ऑक्टो – \S+ 2026 \(व्याज\) ₹187.34/);
    expect(marathi.text).toMatch(/DN\/2026-27\/0001 \S+ MB\/2026-27\/0042 वर \S+ नोट: Late fee ₹100.00/);
    const hindi = await printed({ ...chequeReceipt, appliedTo }, 'hi');
    expect(hindi.text).toContain('(ब्याज) ₹187.34');
    for (const { text } of [marathi, hindi]) {
      expect(text).not.toMatch(/Maintenance bill|interest|Debit note/);
    }
  });

  it('refuses a receipt for no money', async () => {
    await expect(renderReceipt({ ...chequeReceipt, amountPaise: 0 })).rejects.toThrow(RangeError);
  });
});
