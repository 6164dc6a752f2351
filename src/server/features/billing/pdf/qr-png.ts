// A QR code as a small greyscale PNG for pdfkit. pdfkit puts a PNG without an alpha channel into the PDF as it is
// (its compressed rows untouched), while the RGBA PNG of qrcode's toBuffer had to be filtered and compressed by
// qrcode, then decoded, split and compressed again by pdfkit: a third of a bill's time, a thousand times a run.
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** `text` as a QR code (error correction M), black on white, `scale` pixels a module and a quiet zone of `margin`. */
export function qrPng(text: string, { margin = 4, scale = 6 } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * margin) * scale;
  // Each row: the filter byte (0, none) and one byte a pixel (255 white, 0 black).
  const rows = Buffer.alloc((side + 1) * side, 255);
  for (let y = 0; y < side; y++) {
    const at = y * (side + 1);
    rows[at] = 0;
    const row = Math.floor(y / scale) - margin;
    if (row < 0 || row >= modules.size) continue;
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / scale) - margin;
      if (column >= 0 && column < modules.size && modules.get(row, column)) rows[at + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits a pixel
  header[9] = 0; // greyscale; compression, filter and interlace methods: 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
