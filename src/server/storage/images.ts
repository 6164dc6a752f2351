// Uploaded images are never stored as sent: decoding and encoding them again drops whatever rode along
// (HTML or script appended to the file, EXIF blocks with a phone's GPS position) and proves they are images.
import type { FileKind } from '../../shared/contract.ts';
import { badRequest } from '../http/errors.ts';

export type ImageKind = Extract<FileKind, 'jpeg' | 'png' | 'webp'>;
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
export const isImageKind = (kind: FileKind): kind is ImageKind => IMAGE_KINDS.includes(kind);

// A decompression bomb (a small file that unpacks to billions of pixels) is refused before decoding.
const MAX_PIXELS = 60_000_000;

/**
 * Opens an image for re-encoding: oriented by its EXIF tag, which the output then no longer carries. The image
 * library loads on the first upload, not at every start.
 */
export async function openImage(bytes: Buffer) {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
}

export const UNREADABLE_IMAGE = 'The image could not be read. Please choose another file.';

/** The image in its own format, re-encoded without metadata; a file that does not decode is a 400. */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const img = await openImage(bytes);
  try {
    if (kind === 'jpeg') return await img.jpeg({ quality: 88 }).toBuffer();
    if (kind === 'png') return await img.png({ compressionLevel: 9 }).toBuffer();
    return await img.webp({ quality: 88 }).toBuffer();
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
}
