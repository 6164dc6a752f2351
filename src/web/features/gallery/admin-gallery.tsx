// Gallery Management, the dashboard's embedded section (admin spec 2): the home page's images with their
// thumbnails; add one (the same dialog edits), bulk upload, activate/deactivate, delete after a confirmation.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, ImageOff, ImagePlus, Pencil, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { GALLERY_CATEGORIES } from '@/shared/gallery';
import type { GalleryAdminItem } from '@/shared/gallery-admin';
import { ACTIVE_STATUS_FILTER, ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, type TableFilter } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { i18n } from '@/web/lib/i18n';
import { toast } from '@/web/lib/toast';
import { useCan } from '../admin/office-access';
import { categoryName } from '../home/gallery-categories';
import { type GalleryFilter, useAdminGallery, useDeleteImage, useSetImageActive } from './use-admin-gallery';

// The upload and edit forms (and the form code) load when one is opened: the dashboard shows this list on its first
// screen, and a phone would otherwise parse them before it can be used.
const ImageDialog = lazy(() => import('./admin-image-dialog').then((m) => ({ default: m.ImageDialog })));
const BulkUploadDialog = lazy(() =>
  import('./admin-bulk-upload-dialog').then((m) => ({ default: m.BulkUploadDialog })),
);

/** An action failed: the spec's message, with the server's reason after it. */
const failed = (what: string, err: unknown) =>
  toast.error(i18n._(msg`Error`), { description: `${what}: ${errorMessage(err)}` });

export default function AdminGallery() {
  const table = useTableParams<GalleryFilter>(['category', 'status']);
  const list = useAdminGallery(table.query);
  // undefined: closed; null: adding; an item: editing it.
  const [editing, setEditing] = useState<GalleryAdminItem | null | undefined>(undefined);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const confirm = useConfirm();
  const { t } = useLingui();
  const manage = useCan('content:manage');
  const setActive = useSetImageActive();
  const remove = useDeleteImage();
  const loadError = list.error?.message;
  useEffect(() => {
    if (loadError) toast.error(t`Error`, { description: t`Failed to load gallery images` });
  }, [loadError, t]);

  async function toggle(item: GalleryAdminItem) {
    setBusy(item.id);
    try {
      await setActive.mutateAsync({ id: item.id, is_active: !item.is_active });
      toast.success(item.is_active ? t`Image deactivated` : t`Image activated`);
    } catch (err) {
      failed(t`Failed to update image status`, err);
    } finally {
      setBusy(null);
    }
  }

  async function destroy(item: GalleryAdminItem) {
    const sure = await confirm({
      title: t`Delete image`,
      description: t`Are you sure you want to delete this image?`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!sure) return;
    setBusy(item.id);
    try {
      await remove.mutateAsync({ id: item.id });
      toast.success(t`Image deleted successfully`);
    } catch (err) {
      failed(t`Failed to delete image`, err);
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<GalleryAdminItem>[] = [
    {
      header: t`Image`,
      className: 'md:w-28',
      cell: (i) => (
        <img
          src={i.thumb_url ?? i.image_url}
          alt={i.title}
          loading="lazy"
          className="h-14 w-20 rounded-md bg-muted object-cover max-md:ml-auto"
        />
      ),
    },
    {
      header: t`Title`,
      cell: (i) => (
        <div className="flex min-w-0 flex-col gap-0.5 wrap-anywhere">
          <span className="font-medium">{i.title}</span>
          {i.description ? <span className="line-clamp-2 text-muted-foreground">{i.description}</span> : null}
        </div>
      ),
    },
    { header: t`Category`, cell: (i) => <Badge variant="secondary">{categoryName(i.category)}</Badge> },
    { header: t`Order`, className: 'tabular-nums', cell: (i) => i.display_order },
    { header: t`Status`, cell: (i) => <ActiveBadge active={i.is_active} /> },
    {
      header: t`Actions`,
      hidden: !manage,
      className: 'md:text-right',
      cell: (i) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" icon={<Pencil />} onClick={() => setEditing(i)}>
            {t`Edit`}
            <span className="sr-only"> {i.title}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={i.is_active ? <EyeOff /> : <Eye />}
            busy={busy === i.id && setActive.isPending}
            disabled={busy === i.id}
            onClick={() => toggle(i)}
          >
            {i.is_active ? t`Deactivate` : t`Activate`}
            <span className="sr-only"> {i.title}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            icon={<Trash2 />}
            busy={busy === i.id && remove.isPending}
            disabled={busy === i.id}
            onClick={() => destroy(i)}
          >
            {t`Delete`}
            <span className="sr-only"> {i.title}</span>
          </Button>
        </div>
      ),
    },
  ];

  const filtered = Boolean(table.q || table.filters.category || table.filters.status);

  return (
    <section aria-labelledby="gallery-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="gallery-heading" className="text-lg font-semibold text-primary">
            {t`Gallery Management`}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t`The home page carousel shows the active images, by order.`}
          </p>
        </div>
        {manage ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" icon={<Upload />} onClick={() => setBulkOpen(true)}>
              {t`Bulk Upload`}
            </Button>
            <Button icon={<ImagePlus />} onClick={() => setEditing(null)}>
              {t`Add Single Image`}
            </Button>
          </div>
        ) : null}
      </div>
      <DataTable
        label={t`Gallery images`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(i) => i.id}
        search={t`Search title or description`}
        filters={[
          {
            name: 'category',
            label: t`Category`,
            options: GALLERY_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) })),
          } satisfies TableFilter<'category'>,
          ACTIVE_STATUS_FILTER,
        ]}
        empty={{
          icon: ImageOff,
          title: filtered ? t`No images found` : t`No gallery images yet`,
          message: filtered
            ? t`Try another search or filter.`
            : t`Add the first image; the home page shows its built-in pictures until then.`,
        }}
        errorTitle={t`Failed to load gallery images`}
      />
      <Suspense fallback={null}>
        {editing !== undefined ? <ImageDialog image={editing} onClose={() => setEditing(undefined)} /> : null}
        {bulkOpen ? <BulkUploadDialog onClose={() => setBulkOpen(false)} /> : null}
      </Suspense>
    </section>
  );
}
