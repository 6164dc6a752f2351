// Reads a PDF back as a person would (tests only): the text of each page, and what the QR codes on a page say.
// pdf.js (through unpdf) parses the file, so a PDF that a viewer could not open fails here too.
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

// pdf.js decodes images with ArrayBuffer.prototype.transferToFixedLength (ES2024), which Node 20 lacks.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer) {
      return this.slice(0);
    },
  });
}

/** The text of each page, in reading order. */
export async function pdfPages(bytes: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** What each QR code drawn as an image on page `page` (from 1) decodes to. */
export async function pdfQrCodes(bytes: Uint8Array, page: number) {
  const pdf = await getDocumentProxy(bytes.slice());
  const images = await extractImages(pdf, page);
  return images.flatMap((image) => {
    const pixels = image.width * image.height;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let i = 0; i < pixels; i++) {
      for (let c = 0; c < 3; c++)
        rgba[i * 4 + c] = image.data[i * image.channels + (image.channels >= 3 ? c : 0)];
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, image.width, image.height);
    return code ? [code.data] : [];
  });
}
