import type { FileKind } from '../../shared/contract.ts';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

/** The file's type from its first bytes; a name or a declared type is never trusted. */
export function detectFileKind(buf: Buffer): FileKind | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (/^AC10[0-3]\d/.test(buf.subarray(0, 6).toString('latin1'))) return 'dwg'; // AutoCAD AC1012..AC1032
  // Text: no NUL in its first 64 KB (executables, archives and images all have them early).
  if (buf.length && !buf.subarray(0, 64 * 1024).includes(0)) return 'csv';
  return null;
}

/** The kinds a browser shows as a picture: only these are ever served as an image. */
export const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'gif', 'webp']);

export const KIND_INFO: Record<FileKind, { contentType: string; ext: string }> = {
  pdf: { contentType: 'application/pdf', ext: 'pdf' },
  png: { contentType: 'image/png', ext: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  dwg: { contentType: 'image/vnd.dwg', ext: 'dwg' },
  csv: { contentType: 'text/csv', ext: 'csv' },
};
