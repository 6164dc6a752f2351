// The office's invoice queries and actions, for either kind; every write refreshes the office's table and the
// resident's invoice lists (query 'invoices').
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceKind } from '@/shared/invoices';
import {
  adminInvoiceFileName,
  BULK_HEAD_BYTES,
  type InvoiceFields,
  invoicesAdminApi,
} from '@/shared/invoices-admin';
import { api, download, upload } from '@/web/lib/api';
import type { ListQuery } from '@/web/lib/list-query';

const keyOf = (kind: InvoiceKind) => ['admin-invoices', kind] as const;

export const useAdminInvoices = (
  kind: InvoiceKind,
  query: ListQuery<(typeof invoicesAdminApi)[InvoiceKind]['list']>,
) =>
  useQuery({
    queryKey: [...keyOf(kind), query],
    queryFn: () => api(invoicesAdminApi[kind].list, query),
    placeholderData: keepPreviousData,
  });

function useInvoiceMutation<V, R>(kind: InvoiceKind, mutationFn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([keyOf(kind), ['invoices']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

export const useUploadInvoice = (kind: InvoiceKind) =>
  useInvoiceMutation(kind, ({ values, file }: { values: InvoiceFields; file: File }) =>
    upload(invoicesAdminApi[kind].create, values, file),
  );

export const useDeleteInvoice = (kind: InvoiceKind) =>
  useInvoiceMutation(kind, (id: string) => api(invoicesAdminApi[kind].remove, { id }));

/** Saves an invoice's PDF as `{flat_no}_{invoice_number}.pdf`. */
export const downloadInvoice = (
  kind: InvoiceKind,
  i: { id: string; flat_no: string; invoice_number: string },
) => download(invoicesAdminApi[kind].pdf, { id: i.id }, adminInvoiceFileName(i.flat_no, i.invoice_number));

/** What the preview needs of each chosen file: its name, size and first bytes (the server reads the type). */
async function describe(file: File) {
  const head = new Uint8Array(await file.slice(0, BULK_HEAD_BYTES).arrayBuffer());
  return { name: file.name, size: file.size, head: btoa(String.fromCharCode(...head)) };
}

export const previewBulk = async (kind: InvoiceKind, csv: File, files: File[]) =>
  api(invoicesAdminApi[kind].bulkPreview, {
    csv: await csv.text(),
    files: await Promise.all(files.map(describe)),
  });

export const useBulkBatch = (kind: InvoiceKind) =>
  useInvoiceMutation(kind, ({ files, ...input }: { upload_id: string; rows: string; files: File[] }) =>
    upload(invoicesAdminApi[kind].bulkUpload, input, files),
  );
