// The receipt for a payment the office records (issue 20, item 6): its number and date, the flat, who paid, the
// amount in figures and words, how it was paid, and what it was applied to. A cheque's receipt is subject to
// realisation: the cheque may still bounce.
import type { I18n } from '@lingui/core';
import { localDate, serverI18n } from '../../../mail/language.ts';
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
import { ledgerText } from './ledger-text.ts';

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
  /**
   * What the payment settled (oldest bill first, interest, ...), when the office shows it: each entry's description
   * as the ledger holds it (in English, printed in the receipt's language), `interest` when it paid the entry's
   * interest.
   */
  appliedTo?: { document: string; description: string; interest?: boolean; amountPaise: number }[];
}

const MODE_NAMES = { neft: 'NEFT', imps: 'IMPS', upi: 'UPI' } as const;

/** 'Cheque No. 004512 dated 28 Mar 2026, HDFC Bank' */
function modeLabel(i18n: I18n, mode: PaymentMode) {
  switch (mode.kind) {
    case 'cash':
      return i18n._('Cash');
    case 'cheque':
      return i18n._('Cheque No. {number} dated {date}, {bank}', {
        number: mode.chequeNumber,
        date: localDate(i18n, mode.chequeDate),
        bank: mode.bank,
      });
    default:
      return i18n._('{mode}, reference {reference}', {
        mode: MODE_NAMES[mode.kind],
        reference: mode.reference,
      });
  }
}

/** The receipt as an A4 PDF, in `i18n`'s language (names and references as the office recorded them). */
export async function renderReceipt(
  receipt: PaymentReceiptData,
  i18n: I18n = serverI18n('en'),
): Promise<Uint8Array> {
  if (!Number.isSafeInteger(receipt.amountPaise) || receipt.amountPaise <= 0) {
    throw new RangeError(`Receipt ${receipt.receiptNumber}: not an amount received: ${receipt.amountPaise}`);
  }
  const doc = await createDocument({
    title: i18n._('Receipt {number}', { number: receipt.receiptNumber }),
    society: receipt.society,
    date: receipt.date,
    i18n,
  });
  const { left, width } = frame(doc);

  let y = drawLetterhead(doc, receipt.society, i18n._('RECEIPT'), [
    [i18n._('Receipt No.'), receipt.receiptNumber],
    [i18n._('Date'), localDate(i18n, receipt.date)],
    [i18n._('Flat'), flatLabel(receipt.flat)],
  ]);

  const fieldsEnd = drawFields(doc, left, y, width - BESIDE_BOX, [
    [i18n._('Received from'), receipt.receivedFrom],
    [
      i18n._('Flat'),
      i18n._('{flat} (Wing {wing})', { flat: flatLabel(receipt.flat), wing: receipt.flat.wing }),
    ],
    [i18n._('Mode'), modeLabel(i18n, receipt.mode)],
  ]);
  y = Math.max(fieldsEnd, drawAmountBox(doc, y, i18n._('Amount received'), rupees(receipt.amountPaise))) + 10;
  y = drawFields(doc, left, y, width, [[i18n._('Amount in words'), amountInWords(receipt.amountPaise)]]) + 11;

  if (receipt.appliedTo?.length) {
    y = ensureSpace(doc, y, 60);
    put(doc, i18n._('Applied to'), left, y, { size: 10, bold: true, color: ACCENT });
    y = drawTable(
      doc,
      [
        { header: i18n._('Document'), width: 120 },
        { header: i18n._('Description') },
        { header: i18n._('Amount'), width: 110, align: 'right' },
      ],
      receipt.appliedTo.map((item) => {
        const description = ledgerText(i18n, item.description);
        return {
          cells: [
            item.document,
            item.interest ? i18n._('{description} (interest)', { description }) : description,
            rupees(item.amountPaise),
          ],
        };
      }),
      y + 16,
    );
    y += 14;
  }

  y = ensureSpace(doc, y, 60);
  if (receipt.mode.kind === 'cheque') {
    y =
      paragraph(doc, i18n._('Subject to realisation of the cheque.'), left, y, {
        width,
        size: 9,
        bold: true,
      }) + 4;
  }
  paragraph(doc, i18n._('This is a computer-generated receipt and needs no signature.'), left, y, {
    width,
    size: 8,
    color: MUTED,
  });
  put(doc, i18n._('For {society}', { society: receipt.society.name }), left, y + 30, {
    width,
    size: 9,
    align: 'right',
  });

  return finish(
    doc,
    i18n._('{society} · Receipt {number} · Flat {flat}', {
      society: receipt.society.name,
      number: receipt.receiptNumber,
      flat: flatLabel(receipt.flat),
    }),
  );
}
