// Bulk Upload (admin spec 5): files over 5MB are skipped with a message naming each; every image gets the
// chosen category, its file name without extension as title, and the next display order from the start.
// Large selections go up in batches; the server takes each file on its own: the good ones are uploaded and a
// bad one is named with the reason, in a list that stays in the dialog. If a batch cannot be sent at all
// (offline), the images not yet uploaded stay selected, their order continuing where the upload stopped.
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { GALLERY_CATEGORIES, type GalleryCategory } from '@/shared/gallery';
import {
  GALLERY_ACCEPT,
  GALLERY_BULK_MAX_FILES,
  GALLERY_LIMITS,
  GALLERY_MAX_BYTES,
  type GalleryBulkResult,
  galleryBulkInput,
  titleFromFileName,
} from '@/shared/gallery-admin';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { i18n } from '@/web/lib/i18n';
import { toast } from '@/web/lib/toast';
import { categoryName } from '../home/gallery-categories';
import { useBulkUpload } from './use-admin-gallery';

const EXTENSIONS = GALLERY_ACCEPT.split(',');
const isImageName = (name: string) => EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** The files to send, and a message for each one left out. */
function sortOut(picked: File[]) {
  const files: File[] = [];
  const skipped: string[] = [];
  for (const file of picked) {
    const name = file.name;
    if (file.size > GALLERY_MAX_BYTES)
      skipped.push(i18n._(msg`${name} is larger than 5MB and will be skipped`));
    else if (!isImageName(name))
      skipped.push(i18n._(msg`${name} is not a JPEG, PNG or WebP image and will be skipped`));
    else if (file.size === 0) skipped.push(i18n._(msg`${name} is empty and will be skipped`));
    else files.push(file);
  }
  return { files, skipped };
}

export function BulkUploadDialog({ onClose }: { onClose(): void }) {
  const [category, setCategory] = useState<GalleryCategory>('general');
  const [startOrder, setStartOrder] = useState('0');
  const [orderError, setOrderError] = useState<string>();
  const [files, setFiles] = useState<File[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [failed, setFailed] = useState<GalleryBulkResult[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const listId = useId();
  const bulk = useBulkUpload();
  const { t } = useLingui();

  const pick = (list: FileList | null) => {
    const sorted = sortOut(Array.from(list ?? []));
    setFiles(sorted.files);
    setSkipped(sorted.skipped);
    setFailed([]);
    for (const message of sorted.skipped) toast.warning(message);
  };

  const parsed = galleryBulkInput.safeParse({ category, start_order: startOrder });
  const start = parsed.success ? parsed.data.start_order : 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!files.length) {
      toast.error(t`No images selected`, { description: t`Please select images to upload` });
      return;
    }
    if (!parsed.success || start + files.length - 1 > GALLERY_LIMITS.order) {
      setOrderError(t`Display order must be a whole number from 0 to ${GALLERY_LIMITS.order}`);
      return;
    }
    setOrderError(undefined);
    let done = 0;
    const results: GalleryBulkResult[] = [];
    const uploaded = () => results.filter((r) => r.status === 'uploaded').length;
    let sendError: string | null = null;
    setSent(0);
    try {
      for (; done < files.length; ) {
        const batch = files.slice(done, done + GALLERY_BULK_MAX_FILES);
        // The uploaded images take consecutive orders; a refused one leaves no gap.
        const answer = await bulk.mutateAsync({
          values: { category, start_order: start + uploaded() },
          files: batch,
        });
        results.push(...answer.results);
        done += batch.length;
        setSent(done);
      }
    } catch (err) {
      sendError = errorMessage(err);
    } finally {
      setSent(null);
    }
    const refused = results.filter((r) => r.status === 'failed');
    const count = uploaded();
    if (count) toast.success(t`${count} images uploaded successfully`);
    if (!sendError && !refused.length) return onClose();
    const bulkFailed = t`Failed to upload some images`;
    toast.error(t`Error`, {
      description: sendError
        ? `${bulkFailed}: ${sendError}`
        : `${bulkFailed}: ${t`${refused.length} not uploaded (see the list)`}`,
    });
    setFailed(refused);
    setFiles(files.slice(done));
    setStartOrder(String(start + uploaded()));
    if (picker.current) picker.current.value = '';
  }

  const uploading = sent !== null;

  return (
    <Dialog open onOpenChange={(open) => open || uploading || onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t`Bulk Upload`}</DialogTitle>
          <DialogDescription>
            {t`JPEG, PNG or WebP up to 5MB each. Each image is titled with its file name and ordered from the starting value.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t`Category`}>
              {(p) => (
                <NativeSelect
                  {...p}
                  value={category}
                  onChange={(e) => setCategory(e.target.value as GalleryCategory)}
                >
                  {GALLERY_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {categoryName(c)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={t`Starting Display Order`} error={orderError}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={GALLERY_LIMITS.order}
                  step={1}
                  value={startOrder}
                  onChange={(e) => {
                    setStartOrder(e.target.value);
                    setOrderError(undefined);
                  }}
                />
              )}
            </Field>
          </div>
          <Field label={t`Images*`} hint={t`Select several files at once.`}>
            {(p) => (
              <Input
                {...p}
                ref={picker}
                type="file"
                multiple
                accept={GALLERY_ACCEPT}
                className="cursor-pointer py-1.5"
                onChange={(e) => pick(e.target.files)}
                aria-describedby={[p['aria-describedby'], files.length ? listId : undefined]
                  .filter(Boolean)
                  .join(' ')}
              />
            )}
          </Field>

          {skipped.length ? (
            <ul className="flex flex-col gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {skipped.map((message) => (
                <li key={message} className="break-words">
                  {message}
                </li>
              ))}
            </ul>
          ) : null}

          {failed.length ? (
            <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              <p className="font-medium">{t`Not uploaded`}</p>
              <ul className="mt-1 flex flex-col gap-1">
                {failed.map((r, i) => (
                  <li key={`${r.file_name}-${i}`} className="break-words">
                    {r.file_name}: {r.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {files.length ? (
            <div id={listId} className="flex flex-col gap-2">
              <p className="text-sm font-medium">
                {plural(files.length, { one: '# image to upload', other: '# images to upload' })}
              </p>
              <ol className="max-h-48 overflow-y-auto rounded-md border text-sm">
                {files.map((file, i) => (
                  <li
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    className="flex items-center justify-between gap-3 border-b px-3 py-1.5 last:border-0"
                  >
                    <span className="min-w-0 truncate">{titleFromFileName(file.name)}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">{t`Order ${start + i}`}</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            {uploading ? (
              <p className="text-sm text-muted-foreground sm:mr-auto" role="status">
                {t`Uploading… ${sent} of ${files.length} done`}
              </p>
            ) : null}
            <Button variant="outline" onClick={onClose} disabled={uploading}>
              {t`Cancel`}
            </Button>
            <Button type="submit" busy={uploading} icon={<Upload />}>
              {files.length
                ? plural(files.length, { one: 'Upload # Image', other: 'Upload # Images' })
                : t`Upload`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
