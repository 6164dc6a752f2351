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

/** Qualities tried in turn: encoding again can make a photo saved at a lower quality larger than it came. */
const QUALITIES = [88, 75, 60, 45, 30];

/**
 * The image in its own format, re-encoded without metadata, and (a JPEG or WebP) within `maxBytes` when a lower
 * quality gets it there, so what is stored keeps the upload's limit; a file that does not decode is a 400.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind, maxBytes = Infinity): Promise<Buffer> {
  const img = await openImage(bytes);
  try {
    if (kind === 'png') return await img.png({ compressionLevel: 9 }).toBuffer();
    let out = Buffer.alloc(0);
    for (const quality of QUALITIES) {
      out = await (kind === 'jpeg'
        ? img.clone().jpeg({ quality })
        : img.clone().webp({ quality })
      ).toBuffer();
      if (out.length <= maxBytes) break;
    }
    return out;
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
}

const WEB_WIDTH = 1600;
const THUMB_WIDTH = 400;

export interface WebImage {
  web: Buffer;
  thumb: Buffer;
}

/**
 * The two sizes the site serves of an uploaded picture (never the original), for the gallery and the helpdesk's
 * photos alike: upright, without metadata, WebP 1600 and 400 px wide (or the original width when smaller), so the
 * carousel's srcset widths hold. A very tall picture is kept within three times its width. The upload route has
 * already proved the bytes decode.
 */
export async function webImage(file: { bytes: Buffer }): Promise<WebImage> {
  const input = await openImage(file.bytes);
  const encode = (width: number, quality: number) =>
    input
      .clone()
      .resize({ width, height: width * 3, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  const [web, thumb] = await Promise.all([encode(WEB_WIDTH, 80), encode(THUMB_WIDTH, 75)]);
  return { web, thumb };
}
