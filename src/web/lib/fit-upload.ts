// A file over an upload limit, handled in the browser before anything is sent (loaded only when one is chosen).
// A photo is made small enough: drawn upright (the EXIF orientation applied by createImageBitmap), scaled down
// and encoded as JPEG, stepping the size and then the quality down until it fits. Anything else is refused,
// a PDF with advice on making it smaller.
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
import { toast } from './toast';

const PHOTO = /\.(jpe?g|png)$/i;
const PDF_ADVICE = msg`To make a PDF smaller, save or export it again at a lower quality (for example "Reduce File Size" or "Optimise PDF"), send only the pages needed, or take a photo of the document instead: a photo is made smaller automatically.`;

/** The file made to fit (a photo), or null after saying why it cannot be sent (`tooLargeMessage` in the person's language). */
export async function fitUpload(file: File, maxBytes: number, tooLargeMessage: string) {
  const photo = PHOTO.test(file.name) ? await shrinkPhoto(file, maxBytes) : null;
  if (photo) {
    const { name } = file;
    const megabytes = (file.size / 1048576).toFixed(1);
    const kilobytes = Math.ceil(photo.size / 1024);
    toast.info(i18n._(msg`Photo made smaller to fit`), {
      description: i18n._(msg`${name}: ${megabytes} MB, now ${kilobytes} KB`),
    });
  } else
    toast.error(i18n._(msg`File too large`), {
      description: /\.pdf$/i.test(file.name) ? `${tooLargeMessage}. ${i18n._(PDF_ADVICE)}` : tooLargeMessage,
    });
  return photo;
}

/** The longest side tried first: plenty to read an RC book or a plan. */
const FIRST_SIDE = 2000;
/** The server re-encodes photos at this quality: encoding at it too keeps the stored file the size sent. */
const QUALITIES = [0.88, 0.75, 0.6];

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** The photo as a JPEG of fewer than `maxBytes` bytes, or null when it cannot be read or made that small. */
async function shrinkPhoto(file: File, maxBytes: number): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return null;
    let scale = Math.min(1, FIRST_SIDE / Math.max(bitmap.width, bitmap.height));
    for (let side = 0; side < 10; side += 1, scale *= 0.8) {
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      // A transparent PNG gets a white page rather than JPEG's black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      // Smaller pictures first at the server's quality; lower qualities only once the picture is already small.
      for (const quality of side < 3 ? QUALITIES.slice(0, 1) : QUALITIES) {
        const blob = await encode(canvas, quality);
        if (blob && blob.size < maxBytes) {
          const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
          return new File([blob], `${base}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
        }
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}
