// The receipt for a payment the office records (issue 20, item 6): its number and date, the flat, who paid, the
// amount in figures and words, how it was paid, and what it was applied to. A cheque's receipt is subject to
// realisation: the cheque may still bounce.
import { dateLabel } from '../../../../shared/dates.ts';
import { amountInWords } from '../../../platform/amount-in-words.ts';
import {
  ACCENT,
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
  put,
  rupees,
} from './layout.ts';

/** How the money came. */
export type PaymentMode =
  | { kind: 'cash' }
  | {
      kind: 'cheque';
      chequeNumber: string;
      bank: string;
      /** The date written on the cheque. */
      chequeDate: string;
    }
  | {
      kind: 'neft' | 'imps' | 'upi';
      /** The bank's or the UPI app's transaction reference. */
      reference: string;
    };

/** Everything a receipt prints; amounts are integer paise, dates YYYY-MM-DD. */
export interface PaymentReceiptData {
  society: Letterhead;
  /** 'RCT/2026-27/0007'. */
  receiptNumber: string;
  /** The day the payment was received. */
  date: string;
  flat: FlatLabel;
  /** Who paid, as the office recorded it. */
  receivedFrom: string;
  amountPaise: number;
  mode: PaymentMode;
  /** What the payment settled (oldest bill first, interest, ...), when the office shows it. */
  appliedTo?: { document: string; description: string; amountPaise: number }[];
}

const MODE_NAMES = { neft: 'NEFT', imps: 'IMPS', upi: 'UPI' } as const;

/** 'Cheque No. 004512 dated 28 Mar 2026, HDFC Bank' */
function modeLabel(mode: PaymentMode) {
  switch (mode.kind) {
    case 'cash':
      return 'Cash';
    case 'cheque':
      return `Cheque No. ${mode.chequeNumber} dated ${dateLabel(mode.chequeDate)}, ${mode.bank}`;
    default:
      return `${MODE_NAMES[mode.kind]}, reference ${mode.reference}`;
  }
}

/** The receipt as an A4 PDF. */
export async function renderReceipt(receipt: PaymentReceiptData): Promise<Uint8Array> {
  if (!Number.isSafeInteger(receipt.amountPaise) || receipt.amountPaise <= 0) {
    throw new RangeError(`Receipt ${receipt.receiptNumber}: not an amount received: ${receipt.amountPaise}`);
  }
  const doc = await createDocument({
    title: `Receipt ${receipt.receiptNumber}`,
    society: receipt.society,
    date: receipt.date,
  });
  const { left, width } = frame(doc);

  let y = drawLetterhead(doc, receipt.society, 'RECEIPT', [
    ['Receipt No.', receipt.receiptNumber],
    ['Date', dateLabel(receipt.date)],
    ['Flat', flatLabel(receipt.flat)],
  ]);

  const fieldsEnd = drawFields(doc, left, y, width - BESIDE_BOX, [
    ['Received from', receipt.receivedFrom],
    ['Flat', `${flatLabel(receipt.flat)} (Wing ${receipt.flat.wing})`],
    ['Mode', modeLabel(receipt.mode)],
  ]);
  y = Math.max(fieldsEnd, drawAmountBox(doc, y, 'Amount received', rupees(receipt.amountPaise))) + 10;
  y = drawFields(doc, left, y, width, [['Amount in words', amountInWords(receipt.amountPaise)]]) + 11;

  if (receipt.appliedTo?.length) {
    y = ensureSpace(doc, y, 60);
    put(doc, 'Applied to', left, y, { size: 10, bold: true, color: ACCENT });
    y = drawTable(
      doc,
      [
        { header: 'Document', width: 120 },
        { header: 'Description' },
        { header: 'Amount', width: 110, align: 'right' },
      ],
      receipt.appliedTo.map((item) => ({
        cells: [item.document, item.description, rupees(item.amountPaise)],
      })),
      y + 16,
    );
    y += 14;
  }

  y = ensureSpace(doc, y, 60);
  if (receipt.mode.kind === 'cheque') {
    y = paragraph(doc, 'Subject to realisation of the cheque.', left, y, { width, size: 9, bold: true }) + 4;
  }
  paragraph(doc, 'This is a computer-generated receipt and needs no signature.', left, y, {
    width,
    size: 8,
    color: MUTED,
  });
  put(doc, `For ${receipt.society.name}`, left, y + 30, { width, size: 9, align: 'right' });

  return finish(
    doc,
    `${receipt.society.name} · Receipt ${receipt.receiptNumber} · Flat ${flatLabel(receipt.flat)}`,
  );
}
