// The maintenance bill a flat receives (issue 20, item 4): the charges of the period per head, GST where it
// applies, interest on arrears, arrears brought forward, the total in figures and in words, and a UPI QR code for
// exactly that total with the bill number as the payment note.
import type { I18n } from '@lingui/core';
import { INTL_LOCALE, toLocale } from '../../../../shared/locales.ts';
import { upiPayLink } from '../../../../shared/memberships.ts';
import { localDate, serverI18n } from '../../../mail/language.ts';
import { amountInWords } from '../../../platform/amount-in-words.ts';
import {
  BESIDE_BOX,
  createDocument,
  drawAmountBox,
  drawFields,
  drawLetterhead,
  drawTable,
  ensureSpace,
  type FlatLabel,
  finish,
  flatLabel,
  frame,
  type Letterhead,
  MUTED,
  paragraph,
  type Row,
  rupees,
} from './layout.ts';
import { qrPng } from './qr-png.ts';

/** Everything a bill prints; amounts are integer paise, dates YYYY-MM-DD (calendar dates of the society). */
export interface MaintenanceBillData {
  society: Letterhead;
  /** 'MB/2026-27/0001'. */
  billNumber: string;
  billDate: string;
  dueDate: string;
  /** The period billed, first and last day inclusive: a month or a quarter. */
  period: { from: string; to: string };
  flat: FlatLabel;
  /** The members of the flat, as the register names them. */
  residents: string[];
  /** The charges of the period, one per head of charge, in the order the society lists its heads. */
  lines: {
    head: string;
    amountPaise: number;
    /** How it was reckoned: '850 sq ft × ₹4.00'. */
    detail?: string;
  }[];
  /**
   * GST on the charges, one entry per rate, as levied: half as CGST and half as SGST (18 % GST: '9' and '9').
   * Empty when the flat is under the threshold or no head bears GST.
   */
  gst: { cgstRatePercent: string; cgstPaise: number; sgstRatePercent: string; sgstPaise: number }[];
  /** Simple interest on the arrears for the period (bye-law 71). */
  interestPaise: number;
  /** What was unpaid when the bill was made (negative: an advance the flat has paid). */
  arrearsPaise: number;
  /** What the flat is to pay; must equal the sum of everything above, or no bill is made. */
  totalPaise: number;
  /** The society's rate of interest on arrears, % a year ('21'), quoted in the footer. */
  interestRatePercent: string;
  /** Where the QR code pays; without it the bill has no QR code. */
  upi?: { vpa: string; payeeName: string };
  /** Who published the bills and who approved the publish, when a second person did (maker and checker). */
  signatures?: { preparedBy: string; approvedBy: string };
}

/** 'April 2026' for a month, 'Apr 2026 – Jun 2026' for a longer period (in `i18n`'s language: 'एप्रिल 2026'). */
export function periodLabel({ from, to }: { from: string; to: string }, i18n?: I18n) {
  const tag = INTL_LOCALE[toLocale(i18n?.locale)];
  const month = (iso: string, style: 'long' | 'short') =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(tag, {
      month: style,
      year: 'numeric',
      timeZone: 'UTC',
    });
  return from.slice(0, 7) === to.slice(0, 7)
    ? month(from, 'long')
    : `${month(from, 'short')} – ${month(to, 'short')}`;
}

/** The payment the QR code asks for. */
export const billUpiLink = (bill: MaintenanceBillData, upi: { vpa: string; payeeName: string }) =>
  // NPCI, "UPI Linking Specifications" (version 1.6), the pay URI: upi://pay?pa=<payee VPA>&pn=<payee name>
  // &am=<amount, 2 decimals>&cu=INR&tn=<transaction note>. The bill number in tn is what the treasurer matches a
  // payment by.
  upiPayLink({ upiId: upi.vpa, payee: upi.payeeName, amountPaise: bill.totalPaise, note: bill.billNumber });

const QR_SIZE = 92;

/**
 * The bill as an A4 PDF, in `i18n`'s language (names, heads of charge and figures as the office wrote them).
 * Throws if its lines do not add up to its total: such a bill is never sent.
 */
export async function renderMaintenanceBill(
  bill: MaintenanceBillData,
  i18n: I18n = serverI18n('en'),
): Promise<Uint8Array> {
  const charges = bill.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const tax = bill.gst.reduce((sum, g) => sum + g.cgstPaise + g.sgstPaise, 0);
  if (charges + tax + bill.interestPaise + bill.arrearsPaise !== bill.totalPaise) {
    throw new Error(
      `Bill ${bill.billNumber}: its lines add up to ${charges + tax + bill.interestPaise + bill.arrearsPaise} paise, not ${bill.totalPaise}`,
    );
  }
  const doc = await createDocument({
    title: i18n._('Maintenance bill {number}', { number: bill.billNumber }),
    society: bill.society,
    date: bill.billDate,
    i18n,
  });
  const { left, width } = frame(doc);
  const date = (iso: string) => localDate(i18n, iso);

  let y = drawLetterhead(doc, bill.society, i18n._('MAINTENANCE BILL'), [
    [i18n._('Bill No.'), bill.billNumber],
    [i18n._('Bill date'), date(bill.billDate)],
    [i18n._('Period'), periodLabel(bill.period, i18n)],
    [i18n._('Due date'), date(bill.dueDate)],
  ]);

  // Who is billed on the left; what is due, and by when, in a box on the right.
  const fieldsEnd = drawFields(doc, left, y, width - BESIDE_BOX, [
    [i18n._('Flat'), i18n._('{flat} (Wing {wing})', { flat: flatLabel(bill.flat), wing: bill.flat.wing })],
    [bill.residents.length > 1 ? i18n._('Members') : i18n._('Member'), bill.residents.join(', ') || '—'],
  ]);
  const boxEnd = drawAmountBox(
    doc,
    y,
    i18n._('Amount due'),
    rupees(Math.max(bill.totalPaise, 0)),
    i18n._('by {date}', { date: date(bill.dueDate) }),
  );
  y = Math.max(fieldsEnd, boxEnd) + 18;

  const rows: Row[] = bill.lines.map((line) => ({
    cells: [line.head, rupees(line.amountPaise)],
    detail: line.detail,
  }));
  rows.push({ cells: [i18n._('Charges for the period'), rupees(charges)], emphasis: true });
  for (const g of bill.gst) {
    rows.push(
      { cells: [`CGST @ ${g.cgstRatePercent} %`, rupees(g.cgstPaise)] },
      { cells: [`SGST @ ${g.sgstRatePercent} %`, rupees(g.sgstPaise)] },
    );
  }
  if (bill.interestPaise) rows.push({ cells: [i18n._('Interest on arrears'), rupees(bill.interestPaise)] });
  rows.push({
    cells: [
      bill.arrearsPaise < 0 ? i18n._('Advance brought forward') : i18n._('Arrears brought forward'),
      rupees(bill.arrearsPaise),
    ],
  });
  rows.push({ cells: [i18n._('Total payable'), rupees(bill.totalPaise)], emphasis: true });
  y = drawTable(
    doc,
    [{ header: i18n._('Particulars') }, { header: i18n._('Amount'), width: 130, align: 'right' }],
    rows,
    y,
  );

  y =
    drawFields(doc, left, ensureSpace(doc, y + 10, 24), width, [
      [i18n._('Amount in words'), totalInWords(i18n, bill.totalPaise)],
    ]) + 13;

  if (bill.upi && bill.totalPaise > 0) {
    y = ensureSpace(doc, y, QR_SIZE + 10);
    doc.image(qrPng(billUpiLink(bill, bill.upi)), left, y, { width: QR_SIZE, height: QR_SIZE });
    const textLeft = left + QR_SIZE + 14;
    const textWidth = width - QR_SIZE - 14;
    let at = y + 10;
    at = paragraph(
      doc,
      i18n._('Scan to pay {amount} with any UPI app', { amount: rupees(bill.totalPaise) }),
      textLeft,
      at,
      {
        width: textWidth,
        size: 10,
        bold: true,
      },
    );
    at = paragraph(
      doc,
      i18n._('UPI ID: {vpa} ({payee})', { vpa: bill.upi.vpa, payee: bill.upi.payeeName }),
      textLeft,
      at + 3,
      {
        width: textWidth,
        size: 8.5,
      },
    );
    paragraph(
      doc,
      i18n._(
        'Payment note: {number}. Please keep it, so that the office can match your payment to this bill.',
        {
          number: bill.billNumber,
        },
      ),
      textLeft,
      at + 2,
      {
        width: textWidth,
        size: 8.5,
        color: MUTED,
      },
    );
    y += QR_SIZE + 12;
  }

  y = ensureSpace(doc, y, 40);
  y = paragraph(
    doc,
    i18n._(
      'Please pay by the due date; interest at {rate} % a year is charged on arrears as per bye-law 71.',
      {
        rate: bill.interestRatePercent,
      },
    ),
    left,
    y,
    { width, size: 8.5 },
  );
  y = paragraph(doc, i18n._('This is a computer-generated bill and needs no signature.'), left, y + 2, {
    width,
    size: 8,
    color: MUTED,
  });
  if (bill.signatures)
    paragraph(
      doc,
      i18n._('Prepared by {preparedBy} · Approved by {approvedBy}', bill.signatures),
      left,
      y + 2,
      {
        width,
        size: 8,
        color: MUTED,
      },
    );

  return finish(
    doc,
    i18n._('{society} · Bill {number} · Flat {flat}', {
      society: bill.society.name,
      number: bill.billNumber,
      flat: flatLabel(bill.flat),
    }),
  );
}

/** The total in words (the Indian English of cheques and bank forms, in every language); an advance says so. */
function totalInWords(i18n: I18n, totalPaise: number) {
  return totalPaise < 0
    ? i18n._('Nothing to pay: an advance of {amount}', { amount: amountInWords(-totalPaise) })
    : amountInWords(totalPaise);
}
