// Add Single Image, also used to edit (admin spec 5): an image required for a new item and optional when
// editing, at most 5 MB; title required; description optional; display order a whole number, 0 when blank.
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { GALLERY_CATEGORIES } from '@/shared/gallery';
import {
  GALLERY_ACCEPT,
  GALLERY_LIMITS,
  GALLERY_MAX_BYTES,
  type GalleryAdminItem,
  galleryImageInput,
} from '@/shared/gallery-admin';
import { CharCount } from '@/web/components/char-count';
import { FileInput } from '@/web/components/file-input';
import { FormDialog } from '@/web/components/form-dialog';
import { Field } from '@/web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { showFieldErrors, useZodForm } from '@/web/lib/forms';
import { toast } from '@/web/lib/toast';
import { categoryName } from '../home/gallery-categories';
import { useSaveImage } from './use-admin-gallery';

type Values = { title: string; description: string; category: string; display_order: string };

export function ImageDialog({
  image,
  onClose,
}: {
  /** The image to edit; null to add one. */
  image: GalleryAdminItem | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  const defaults: Values = {
    title: image?.title ?? '',
    description: image?.description ?? '',
    category: image?.category ?? 'general',
    display_order: String(image?.display_order ?? 0),
  };
  const form = useZodForm(galleryImageInput, {
    defaultValues: defaults,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const preview = usePreview(file) ?? image?.thumb_url ?? image?.image_url;
  const save = useSaveImage();
  const { errors, isSubmitting } = form.formState;

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(undefined);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!image && !file) {
      const noImage = t`Please select an image to upload`;
      setFileError(noImage);
      toast.error(t`No image selected`, { description: noImage });
      return;
    }
    try {
      await save.mutateAsync({ id: image?.id, values, file });
      toast.success(image ? t`Image updated successfully` : t`Image uploaded successfully`);
      onClose();
    } catch (err) {
      const failed = showFieldErrors(form, err, (name, message) => name === 'image' && setFileError(message));
      toast.error(t`Error`, { description: `${t`Failed to upload image`}: ${failed.message}` });
    }
  });

  const [title, description] = form.watch(['title', 'description']);

  return (
    <FormDialog
      title={image ? t`Edit Image` : t`Add Single Image`}
      description={t`JPEG, PNG or WebP up to 5MB. The home page gets a resized copy without the photo's location data.`}
      submitLabel={image ? t`Update Image` : t`Upload Image`}
      submitIcon={image ? <Save /> : <ImagePlus />}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt={file ? t`Chosen image` : t`Current image`}
            className="aspect-[4/3] w-32 shrink-0 rounded-md bg-muted object-cover sm:w-36"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <FileInput
            label={image ? t`Replace Image` : t`Image*`}
            accept={GALLERY_ACCEPT}
            file={file}
            onFileChange={pick}
            maxBytes={GALLERY_MAX_BYTES}
            tooLargeMessage={t`Please select an image smaller than 5MB`}
            hint={image ? t`Optional: leave empty to keep the current image.` : undefined}
          />
          {fileError ? (
            <p className="mt-1.5 text-sm text-destructive" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>
      <Field
        label={t`Title*`}
        error={errors.title?.message}
        hint={<CharCount length={title.length} max={GALLERY_LIMITS.title} />}
      >
        {(p) => <Input {...p} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field
        label={t`Description`}
        error={errors.description?.message}
        hint={<CharCount length={description.length} max={GALLERY_LIMITS.description} />}
      >
        {(p) => <Textarea {...p} rows={3} {...form.register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Category`} error={errors.category?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('category')}>
              {GALLERY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryName(c)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t`Display Order`} error={errors.display_order?.message}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              max={GALLERY_LIMITS.order}
              step={1}
              {...form.register('display_order')}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}

/** A local preview of a chosen file, released when the choice changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
