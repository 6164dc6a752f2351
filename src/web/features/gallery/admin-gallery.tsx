// Gallery Management, the dashboard's embedded section (admin spec 2): the home page's images with their
// thumbnails; add one (the same dialog edits), bulk upload, activate/deactivate, delete after a confirmation.
import { Eye, EyeOff, ImageOff, ImagePlus, Pencil, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { GALLERY_ADMIN_TEXT, GALLERY_CATEGORIES, type GalleryAdminItem } from '@/shared/gallery-admin';
import { ACTIVE_STATUS_FILTER, ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable, type TableFilter } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { capitalize } from '@/web/lib/utils';
import { type GalleryFilter, useAdminGallery, useDeleteImage, useSetImageActive } from './use-admin-gallery';

// The upload and edit forms (and the form code) load when one is opened: the dashboard shows this list on its first
// screen, and a phone would otherwise parse them before it can be used.
const ImageDialog = lazy(() => import('./admin-image-dialog').then((m) => ({ default: m.ImageDialog })));
const BulkUploadDialog = lazy(() =>
  import('./admin-bulk-upload-dialog').then((m) => ({ default: m.BulkUploadDialog })),
);

const CATEGORY_FILTER: TableFilter<'category'> = {
  name: 'category',
  label: 'Category',
  options: GALLERY_CATEGORIES.map((c) => ({ value: c, label: capitalize(c) })),
};

/** An action failed: the spec's message, with the server's reason after it. */
const failed = (what: string, err: unknown) =>
  toast.error('Error', { description: `${what}: ${errorMessage(err)}` });

export default function AdminGallery() {
  const table = useTableParams<GalleryFilter>(['category', 'status']);
  const list = useAdminGallery(table.query);
  // undefined: closed; null: adding; an item: editing it.
  const [editing, setEditing] = useState<GalleryAdminItem | null | undefined>(undefined);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const confirm = useConfirm();
  const setActive = useSetImageActive();
  const remove = useDeleteImage();
  const loadError = list.error?.message;
  useEffect(() => {
    if (loadError) toast.error('Error', { description: GALLERY_ADMIN_TEXT.loadFailed });
  }, [loadError]);

  async function toggle(item: GalleryAdminItem) {
    setBusy(item.id);
    try {
      await setActive.mutateAsync({ id: item.id, is_active: !item.is_active });
      toast.success(item.is_active ? GALLERY_ADMIN_TEXT.deactivated : GALLERY_ADMIN_TEXT.activated);
    } catch (err) {
      failed(GALLERY_ADMIN_TEXT.statusFailed, err);
    } finally {
      setBusy(null);
    }
  }

  async function destroy(item: GalleryAdminItem) {
    const sure = await confirm({
      title: 'Delete image',
      description: GALLERY_ADMIN_TEXT.deleteConfirm,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    setBusy(item.id);
    try {
      await remove.mutateAsync({ id: item.id });
      toast.success(GALLERY_ADMIN_TEXT.deleted);
    } catch (err) {
      failed(GALLERY_ADMIN_TEXT.deleteFailed, err);
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<GalleryAdminItem>[] = [
    {
      header: 'Image',
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
      header: 'Title',
      cell: (i) => (
        <div className="flex min-w-0 flex-col gap-0.5 wrap-anywhere">
          <span className="font-medium">{i.title}</span>
          {i.description ? <span className="line-clamp-2 text-muted-foreground">{i.description}</span> : null}
        </div>
      ),
    },
    { header: 'Category', cell: (i) => <Badge variant="secondary">{capitalize(i.category)}</Badge> },
    { header: 'Order', className: 'tabular-nums', cell: (i) => i.display_order },
    { header: 'Status', cell: (i) => <ActiveBadge active={i.is_active} /> },
    {
      header: 'Actions',
      className: 'md:text-right',
      cell: (i) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" icon={<Pencil />} onClick={() => setEditing(i)}>
            Edit<span className="sr-only"> {i.title}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={i.is_active ? <EyeOff /> : <Eye />}
            busy={busy === i.id && setActive.isPending}
            disabled={busy === i.id}
            onClick={() => toggle(i)}
          >
            {i.is_active ? 'Deactivate' : 'Activate'}
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
            Delete<span className="sr-only"> {i.title}</span>
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
            Gallery Management
          </h2>
          <p className="text-sm text-muted-foreground">
            The home page carousel shows the active images, by order.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" icon={<Upload />} onClick={() => setBulkOpen(true)}>
            Bulk Upload
          </Button>
          <Button icon={<ImagePlus />} onClick={() => setEditing(null)}>
            Add Single Image
          </Button>
        </div>
      </div>
      <DataTable
        label="Gallery images"
        table={table}
        list={list}
        columns={columns}
        rowKey={(i) => i.id}
        search="Search title or description"
        filters={[CATEGORY_FILTER, ACTIVE_STATUS_FILTER]}
        empty={{
          icon: ImageOff,
          title: filtered ? 'No images found' : 'No gallery images yet',
          message: filtered
            ? 'Try another search or filter.'
            : 'Add the first image; the home page shows its built-in pictures until then.',
        }}
        errorTitle={GALLERY_ADMIN_TEXT.loadFailed}
      />
      <Suspense fallback={null}>
        {editing !== undefined ? <ImageDialog image={editing} onClose={() => setEditing(undefined)} /> : null}
        {bulkOpen ? <BulkUploadDialog onClose={() => setBulkOpen(false)} /> : null}
      </Suspense>
    </section>
  );
}
