import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../../mail/language.ts';
import { pdfPages, pdfQrCodes } from '../../../test/pdf-reader.ts';
import { billUpiLink, type MaintenanceBillData, renderMaintenanceBill } from './maintenance-bill.ts';
import { bill, tenYearStatement } from './sample-data.ts';
import { renderStatement } from './statement.ts';

// Names are printed in the bold face.
const FONT = '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf';

/** A bill's printed text as one string, its lines joined by single spaces. */
async function printed(data: MaintenanceBillData) {
  const bytes = await renderMaintenanceBill(data);
  const pages = await pdfPages(bytes);
  return { bytes, pages, text: pages.join('\n').replace(/\s+/g, ' ') };
}

describe('the maintenance bill PDF', () => {
  it('prints the society, the flat, the bill, every line and the total in figures and in words', async () => {
    const { bytes, pages, text } = await printed(bill);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/MediaBox [0 0 595.28 841.89]'); // A4
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Sagar Darshan Co-operative Housing Society Ltd.',
      'Vashi, Navi Mumbai, Maharashtra 400703',
      'Registration No. NBOM/CIDCO/HSG/(TC)/4521/JTR/2003',
      'MAINTENANCE BILL',
      'Bill No. MB/2026-27/0042',
      'Bill date 1 Apr 2026',
      'Period Apr 2026 – Jun 2026',
      'Due date 20 Apr 2026',
      'Flat A-1203 (Wing A)',
      'Members Priya Deshmukh, Anand Deshmukh',
      'Service charges ₹9,000.00 3 months × ₹3,000.00',
      'Repairs and maintenance fund ₹3,825.00',
      'Sinking fund ₹1,562.50',
      'Water charges ₹1,240.00',
      'Parking (covered, 1 slot) ₹1,500.00',
      'Non-occupancy charges ₹900.00',
      'Charges for the period ₹18,027.50',
      'CGST @ 9 % ₹1,622.48',
      'SGST @ 9 % ₹1,622.48',
      'Interest on arrears ₹187.34',
      'Arrears brought forward ₹1,04,000.00',
      'Total payable ₹1,25,459.80',
      'Amount in words Rupees One Lakh Twenty-Five Thousand Four Hundred Fifty-Nine and Eighty Paise Only',
      'Scan to pay ₹1,25,459.80 with any UPI app',
      'interest at 21 % a year is charged on arrears as per bye-law 71',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries a QR code that pays exactly the total, with the bill number as the note', async () => {
    const bytes = await renderMaintenanceBill(bill);
    const expected =
      'upi://pay?pa=sagardarshan@hdfcbank&pn=Sagar%20Darshan%20CHS&am=125459.80&cu=INR&tn=MB%2F2026-27%2F0042';
    expect(billUpiLink(bill, { vpa: 'sagardarshan@hdfcbank', payeeName: 'Sagar Darshan CHS' })).toBe(
      expected,
    );
    expect(await pdfQrCodes(bytes, 1)).toEqual([expected]);
    // Black on white, with no transparency for pdfkit to split off and compress again (a mask per bill).
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain('/SMask');
  });

  it('embeds only the glyphs it uses, of a font that also writes Devanagari (a member named in Marathi)', async () => {
    const name = 'प्रिया देशमुख';
    const { bytes, text } = await printed({ ...bill, residents: [name] });
    // Shaped Devanagari is stored in the order it is drawn (the vowel sign ि before its consonant), so a reader
    // gets the same letters, reordered: compare them as a sorted list.
    const member = /Member ([\u0900-\u097F ]+) Amount due/.exec(text)?.[1] ?? '';
    const letters = (s: string) => [...s.replace(/ /g, '')].sort();
    expect(letters(member)).toEqual(letters(name));
    // ... and drawn with real glyphs, not the empty box of a font without them (glyph 0).
    const font = create(readFileSync(new URL(import.meta.resolve(FONT))));
    if ('fonts' in font) throw new Error('one font expected');
    expect(font.layout(name).glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
    // The two Noto Sans files are 630 kB each: a bill this small holds subsets of them.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('prints a Marathi bill: its labels, dates and page numbers in Marathi, figures and typed names as they are', async () => {
    const bytes = await renderMaintenanceBill(bill, serverI18n('mr'));
    const text = (await pdfPages(bytes)).join('\n').replace(/\s+/g, ' ');
    // Read back as pdf.js reads it: words with a vowel sign drawn before its consonant (बिल) or a reph come out in
    // drawing order, so these are words without one.
    for (const expected of [
      'Sagar Darshan Co-operative Housing Society Ltd.',
      'देखभाल शुल्क',
      'कालावधी',
      'सभासद Priya Deshmukh, Anand Deshmukh',
      'देय रक्कम ₹1,25,459.80',
      'Service charges ₹9,000.00',
      'थकबाकीवरील',
      'मागील थकबाकी ₹1,04,000.00',
      'एकूण देय ₹1,25,459.80',
      'पृष्ठ 1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ['MAINTENANCE BILL', 'Total payable', 'Page 1 of 1', 'Due date']) {
      expect(text).not.toContain(english);
    }
    // The Devanagari is drawn from the embedded Noto Sans (a subset of it, in both faces), never a viewer's font.
    const raw = new TextDecoder('latin1').decode(bytes);
    expect(raw.match(/\/BaseFont \/[A-Z]{6}\+NotoSans-(Regular|Bold)/g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(2);
    const font = create(readFileSync(new URL(import.meta.resolve(FONT))));
    if ('fonts' in font) throw new Error('one font expected');
    expect(font.layout('देखभाल शुल्क बिल क्षितिज त्रिपाठी').glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
  });

  it('leaves out GST, interest and the QR code when they do not apply, and says so when nothing is to be paid', async () => {
    const advance = {
      ...bill,
      lines: [{ head: 'Service charges', amountPaise: 3_000_00 }],
      gst: [],
      interestPaise: 0,
      arrearsPaise: -5_000_50,
      totalPaise: -2_000_50,
    };
    const { bytes, text } = await printed(advance);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('Interest on arrears');
    expect(text).toContain('Advance brought forward -₹5,000.50');
    expect(text).toContain('Total payable -₹2,000.50');
    expect(text).toContain('Amount due ₹0.00');
    expect(text).toContain('Nothing to pay: an advance of Rupees Two Thousand and Fifty Paise Only');
    expect(text).not.toContain('Scan to pay');
    expect(await pdfQrCodes(bytes, 1)).toEqual([]);
  });

  it('has no QR code when the society has no UPI id', async () => {
    const { bytes, text } = await printed({ ...bill, upi: undefined });
    expect(text).toContain('Total payable ₹1,25,459.80');
    expect(await pdfQrCodes(bytes, 1)).toEqual([]);
  });

  it('goes on to a second page with the header row again when the heads do not fit on one', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      head: `Head ${i + 1}`,
      amountPaise: 100_00,
      detail: 'Fixed per flat',
    }));
    const long = { ...bill, lines, gst: [], interestPaise: 0, arrearsPaise: 0, totalPaise: 30 * 100_00 };
    const bytes = await renderMaintenanceBill(long);
    const pages = (await pdfPages(bytes)).map((page) => page.replace(/\s+/g, ' '));
    expect(pages).toHaveLength(2);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('Particulars Amount');
      expect(page).toContain(`Page ${i + 1} of 2`);
    }
    expect(pages.join(' ').match(/Head \d+ ₹100\.00/g)).toHaveLength(30);
    expect(pages[1]).toContain('Total payable ₹3,000.00');
    expect(await pdfQrCodes(bytes, 2)).toEqual([
      billUpiLink(long, { vpa: 'sagardarshan@hdfcbank', payeeName: 'Sagar Darshan CHS' }),
    ]);
  });

  it('refuses to print a bill whose lines do not add up to its total', async () => {
    await expect(renderMaintenanceBill({ ...bill, totalPaise: bill.totalPaise + 1 })).rejects.toThrow(
      /add up/,
    );
  });

  it('makes the same bytes from the same bill (its date is the bill date, not the clock)', async () => {
    expect(
      Buffer.from(await renderMaintenanceBill(bill)).equals(Buffer.from(await renderMaintenanceBill(bill))),
    ).toBe(true);
  });

  it('lays out a bill the same after other documents shaped its words (the shaping is kept per process)', async () => {
    const first = Buffer.from(await renderMaintenanceBill(bill));
    await renderStatement(tenYearStatement());
    await renderMaintenanceBill({ ...bill, residents: ['प्रिया देशमुख'], billNumber: 'MB/2026-27/0043' });
    expect(Buffer.from(await renderMaintenanceBill(bill)).equals(first)).toBe(true);
  });
});
