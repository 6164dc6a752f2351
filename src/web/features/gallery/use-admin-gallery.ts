import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@/shared/contract';
import { galleryAdminApi } from '@/shared/gallery-admin';
import { refreshGallery } from '@/web/app/settings';
import { api, upload } from '@/web/lib/api';
import { type ListQuery, listQuery } from '@/web/lib/list-query';

const KEY = ['admin-gallery'] as const;
export type GalleryFilter = 'category' | 'status';

/** One page of the office's table; a filter value from the URL that is not one of ours is refused by the server. */
export const useAdminGallery = (query: ListQuery<typeof galleryAdminApi.list>) =>
  useQuery(listQuery(KEY, galleryAdminApi.list, query));

/** After any write the office table and the home page carousel fetch again (the office waits for its table only). */
function useGalleryMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void refreshGallery();
      return qc.invalidateQueries({ queryKey: KEY });
    },
  });
}

type ImageFields = Input<typeof galleryAdminApi.create>;

export const useSaveImage = () =>
  useGalleryMutation(({ id, values, file }: { id?: string; values: ImageFields; file: File | null }) =>
    id
      ? upload(galleryAdminApi.update, { ...values, id }, file)
      : upload(galleryAdminApi.create, values, file),
  );

export const useBulkUpload = () =>
  useGalleryMutation(({ values, files }: { values: Input<typeof galleryAdminApi.bulk>; files: File[] }) =>
    upload(galleryAdminApi.bulk, values, files),
  );

export const useSetImageActive = () =>
  useGalleryMutation((input: Input<typeof galleryAdminApi.setActive>) =>
    api(galleryAdminApi.setActive, input),
  );

export const useDeleteImage = () =>
  useGalleryMutation((input: Input<typeof galleryAdminApi.remove>) => api(galleryAdminApi.remove, input));
