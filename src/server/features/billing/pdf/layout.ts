// The page every document of the accounts shares (bill, receipt, statement): A4, the society's letterhead, the
// document's title and references, labelled fields, tables that continue over pages with their header row
// repeated, and "Page i of n" at the foot. Pure: data in, PDF bytes out; nothing here reads the clock or a table.
import { readFileSync } from 'node:fs';
import type { I18n } from '@lingui/core';
import type { Font, GlyphRun } from 'fontkit';
import { decimalOf, formatINR } from '../../../../shared/money.ts';
import { serverI18n } from '../../../mail/language.ts';

/** The society as it heads each document. */
export interface Letterhead {
  /** 'Sagar Darshan Co-operative Housing Society Ltd.' */
  name: string;
  /** The postal address, on one or more lines ('\n' between them). */
  address: string;
  /** The registration number under the MCS Act: 'MUM/WKE/HSG/(TC)/1234/2001'. */
  registrationNumber: string;
  /** The society's GSTIN, printed when it has one (a society that charges GST must). */
  gstin?: string;
}

/** A flat as the documents name it. */
export interface FlatLabel {
  wing: string;
  /** The flat number in the normalised form the register uses ('101'). */
  number: string;
}

export const flatLabel = (flat: FlatLabel) => `${flat.wing}-${flat.number}`;

/** Integer paise as the society writes money: 12345670 -> '₹1,23,456.70' (exact: formatted from the digits). */
export const rupees = (paise: number) => formatINR(decimalOf(paise));

// pdfkit and fontkit take about 100 ms to load: they are loaded with the first document, not with the server.
const pdfkit = () => import('pdfkit');

// Noto Sans as Google Fonts builds it: Latin, Devanagari (Marathi, Hindi) and the rupee sign in one font, so no
// line ever needs a second font. pdfkit embeds only the glyphs a document uses.
// Each font is parsed once and shared by every document (pdfkit 0.20 takes a parsed font): parsing it per document
// was most of a bill's time, which a bill run of a thousand flats would pay a thousand times.
async function openFont(path: string): Promise<Font> {
  const { create } = await import('fontkit');
  const font = create(readFileSync(new URL(import.meta.resolve(`@expo-google-fonts/noto-sans/${path}`))));
  if ('fonts' in font) throw new Error(`${path}: a font collection, not one font`);
  // fontkit keeps one glyph object per glyph, with the characters of the first text that drew it, and pdfkit maps a
  // glyph back to text (copy, search, screen readers) by them: a vowel sign first drawn as part of another (ा of ो
  // before an anusvara) would read as that one in every later document. Each Devanagari letter's own glyph is
  // made first, from the letter itself.
  for (let code = 0x0900; code <= 0x097f; code++)
    if (font.hasGlyphForCodePoint(code)) font.glyphForCodePoint(code);
  shareLayouts(font);
  return font;
}

/** Words kept shaped at most, per font (about 2 kB each): the labels and names of many documents. */
const SHAPED_WORDS = 5_000;

/**
 * Keeps the font's shaping of each word for the process. pdfkit keeps it per document only, so every bill shaped
 * the same labels, headings and names again (the largest part of a bill's time after the QR code). pdfkit scales
 * the positions of a run it is given in place: each caller gets its own copy of them.
 */
function shareLayouts(font: Font) {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (features || rest.length) return layout(text, features, ...rest);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= SHAPED_WORDS) runs.clear();
      run = layout(text);
      runs.set(text, run);
    }
    const copy: GlyphRun = Object.create(Object.getPrototypeOf(run));
    return Object.assign(copy, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
}
let fonts: Promise<{ regular: Font; bold: Font }> | undefined;
const loadFonts = () => {
  fonts ??= Promise.all([
    openFont('400Regular/NotoSans_400Regular.ttf'),
    openFont('700Bold/NotoSans_700Bold.ttf'),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
};

declare global {
  namespace PDFKit.Mixins {
    // pdfkit 0.20 accepts a font fontkit has parsed; its type definitions (written for 0.17) do not say so yet.
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}

const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCENT = '#0f4c81';
const RULE = '#d1d5db';
const SHADE = '#eef2f7';

const MARGIN = 48;
/** The foot of the page, below the content: where "Page i of n" goes. */
const FOOT = 36;

type Doc = PDFKit.PDFDocument;

/** The left edge, the right edge and the width of the content. */
export const frame = (doc: Doc) => ({
  left: MARGIN,
  right: doc.page.width - MARGIN,
  width: doc.page.width - 2 * MARGIN,
  bottom: doc.page.height - MARGIN - FOOT,
});

/** Each document's language, for the parts every document shares (letterhead, page numbers). */
const languages = new WeakMap<Doc, I18n>();
const languageOf = (doc: Doc) => languages.get(doc) ?? serverI18n('en');

/**
 * A new A4 document with the fonts set, written in `i18n`'s language (English without it). `date` (YYYY-MM-DD)
 * becomes its creation date, so the same data always makes the same bytes.
 */
export async function createDocument(info: {
  title: string;
  society: Letterhead;
  date: string;
  i18n?: I18n;
}): Promise<Doc> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([pdfkit(), loadFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.society.name,
      Creator: info.society.name,
      Producer: 'Society portal',
      CreationDate: new Date(`${info.date}T00:00:00Z`),
    },
  });
  if (info.i18n) languages.set(doc, info.i18n);
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular').fillColor(INK);
  return doc;
}

/** Text at a place, on one line, never flowing onto a new page. */
export function put(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: {
    width?: number;
    size?: number;
    bold?: boolean;
    color?: string;
    align?: 'left' | 'right' | 'center';
  } = {},
) {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? INK)
    .text(text, x, y, { width: options.width, align: options.align, lineBreak: false });
}

/** Text that wraps within `width`; returns the y below it. */
export function paragraph(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' },
) {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? INK)
    .text(text, x, y, { width: options.width, align: options.align });
  return doc.y;
}

function rule(doc: Doc, y: number, color = RULE, width = 0.75) {
  const { left, right } = frame(doc);
  doc.moveTo(left, y).lineTo(right, y).lineWidth(width).strokeColor(color).stroke();
}

/**
 * The society's letterhead on the left, the document's title and references on the right ('Bill No.', ...), and a
 * rule under both. Returns the y where the document's body starts.
 */
export function drawLetterhead(doc: Doc, society: Letterhead, title: string, references: [string, string][]) {
  const { left, right, width } = frame(doc);
  const headWidth = width * 0.6;
  let y = MARGIN;
  y = paragraph(doc, society.name, left, y, { width: headWidth, size: 14, bold: true, color: ACCENT }) + 2;
  y = paragraph(doc, society.address, left, y, { width: headWidth, size: 8.5, color: MUTED });
  const i18n = languageOf(doc);
  y = paragraph(
    doc,
    i18n._('Registration No. {number}', { number: society.registrationNumber }),
    left,
    y + 2,
    {
      width: headWidth,
      size: 8.5,
    },
  );
  if (society.gstin) y = paragraph(doc, `GSTIN ${society.gstin}`, left, y, { width: headWidth, size: 8.5 });

  const refWidth = width - headWidth - 12;
  const refLeft = right - refWidth;
  put(doc, title, refLeft, MARGIN, { width: refWidth, size: 13, bold: true, align: 'right', color: ACCENT });
  let refY = MARGIN + 22;
  for (const [label, value] of references) {
    put(doc, label, refLeft, refY, { size: 8.5, color: MUTED });
    put(doc, value, refLeft, refY, { width: refWidth, size: 8.5, bold: true, align: 'right' });
    refY += 13;
  }
  const bottom = Math.max(y, refY) + 8;
  rule(doc, bottom, ACCENT, 1.25);
  return bottom + 14;
}

/** Labelled values in a column ('Flat' A-101); returns the y below them. */
export function drawFields(doc: Doc, x: number, y: number, width: number, fields: [string, string][]) {
  const labelWidth = 78;
  let at = y;
  for (const [label, value] of fields) {
    put(doc, label, x, at, { size: 9, color: MUTED });
    at = paragraph(doc, value, x + labelWidth, at, { width: width - labelWidth, size: 9, bold: true }) + 3;
  }
  return at;
}

/**
 * The amount that matters on the document (due, received), large in a box at the right, with a line under it
 * ('by 20 Apr 2026') when given. Returns the y below the box.
 */
export function drawAmountBox(doc: Doc, y: number, label: string, amount: string, note?: string) {
  const { right } = frame(doc);
  const left = right - AMOUNT_BOX_WIDTH;
  const height = note ? 52 : 40;
  doc
    .roundedRect(left, y - 4, AMOUNT_BOX_WIDTH, height, 4)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  put(doc, label, left + 10, y + 2, { size: 8.5, color: MUTED });
  put(doc, amount, left + 10, y + 14, { size: 15, bold: true, color: ACCENT });
  if (note) put(doc, note, left + 10, y + 34, { size: 8.5, color: MUTED });
  return y - 4 + height;
}
/** The width the amount box takes at the right, and the gap to what stands beside it. */
const AMOUNT_BOX_WIDTH = 170;
export const BESIDE_BOX = AMOUNT_BOX_WIDTH + 20;

export interface Column {
  header: string;
  /** Points; the column marked `flex` takes what the others leave of the content's width. */
  width?: number;
  align?: 'left' | 'right';
}

export interface Row {
  cells: string[];
  /** A smaller, muted line under the first cell (how a charge was reckoned). */
  detail?: string;
  /** Totals and balances: bold on a shaded band. */
  emphasis?: boolean;
}

const PAD_X = 5;
const PAD_Y = 4.5;

/**
 * A table from `y`; when a row would cross the foot of the page, the table goes on at the top of a new page with
 * its header row again. Returns the y below the last row.
 */
export function drawTable(doc: Doc, columns: Column[], rows: Row[], y: number, { size = 9 } = {}) {
  const { left, width, bottom } = frame(doc);
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const widths = columns.map((c) => c.width ?? width - fixed);

  const cellHeight = (text: string, w: number, bold: boolean) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .heightOfString(text, { width: w - 2 * PAD_X });

  const detailHeight = (row: Row) =>
    row.detail
      ? doc
          .font('regular')
          .fontSize(7.5)
          .heightOfString(row.detail, { width: widths[0] - 2 * PAD_X })
      : 0;
  // A row's height is measured before it is drawn: it decides whether the row still fits on this page.
  const rowHeight = (row: Row, bold: boolean) =>
    Math.max(
      ...row.cells.map((text, i) => cellHeight(text, widths[i], bold) + (i === 0 ? detailHeight(row) : 0)),
    ) +
    2 * PAD_Y;

  const drawRow = (
    row: Row,
    at: number,
    header: boolean,
    height = rowHeight(row, header || !!row.emphasis),
  ) => {
    const bold = header || !!row.emphasis;
    if (header || row.emphasis) doc.rect(left, at, width, height).fill(SHADE);
    let x = left;
    row.cells.forEach((text, i) => {
      paragraph(doc, text, x + PAD_X, at + PAD_Y, {
        width: widths[i] - 2 * PAD_X,
        size: size,
        bold,
        align: columns[i].align,
        color: header ? ACCENT : INK,
      });
      x += widths[i];
    });
    if (row.detail) {
      paragraph(doc, row.detail, left + PAD_X, at + PAD_Y + cellHeight(row.cells[0], widths[0], bold), {
        width: widths[0] - 2 * PAD_X,
        size: 7.5,
        color: MUTED,
      });
    }
    doc
      .moveTo(left, at + height)
      .lineTo(left + width, at + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    return height;
  };
  const header: Row = { cells: columns.map((c) => c.header) };
  let at = y;
  at += drawRow(header, at, true);
  for (const row of rows) {
    // Measured once: laying out every cell's text is most of a long statement's time.
    const height = rowHeight(row, !!row.emphasis);
    if (at + height > bottom) {
      doc.addPage();
      at = MARGIN;
      at += drawRow(header, at, true);
    }
    at += drawRow(row, at, false, height);
  }
  return at;
}

/** Moves to a new page when `needed` points do not fit below `y`; returns where to draw. */
export function ensureSpace(doc: Doc, y: number, needed: number) {
  if (y + needed <= frame(doc).bottom) return y;
  doc.addPage();
  return MARGIN;
}

/** "Page i of n" and the document's reference at the foot of every page, then the bytes of the finished PDF. */
export function finish(doc: Doc, reference: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  const i18n = languageOf(doc);
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, width } = frame(doc);
    const y = doc.page.height - MARGIN - 10;
    // Writing below the bottom margin would make pdfkit start a page: lift the margin while writing the foot.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    put(doc, reference, left, y, { size: 7.5, color: MUTED, width: width - 80 });
    put(doc, i18n._('Page {page} of {count}', { page: i - start + 1, count }), left, y, {
      size: 7.5,
      color: MUTED,
      width,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
