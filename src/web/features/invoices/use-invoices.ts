// Query hooks and the download action for the resident's invoices.
import { t } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type InvoiceKind, invoiceFileName, invoicesApi } from '@/shared/invoices';
import { api, download, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';

export const INVOICE_PAGE_SIZE = 10;

export function useMyInvoices(kind: InvoiceKind, page: number) {
  return useQuery({
    queryKey: ['invoices', kind, page],
    queryFn: () =>
      kind === 'maintenance'
        ? api(invoicesApi.myMaintenance, { page, pageSize: INVOICE_PAGE_SIZE })
        : api(invoicesApi.myRepair, { page, pageSize: INVOICE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Saves an invoice PDF as Maintenance_{number}.pdf / Repair_{number}.pdf; tracks which one is loading. */
export function useInvoiceDownload(kind: InvoiceKind) {
  const [busyId, setBusyId] = useState<string | null>(null);
  async function start(id: string, invoiceNumber: string) {
    setBusyId(id);
    try {
      const e = kind === 'maintenance' ? invoicesApi.maintenancePdf : invoicesApi.repairPdf;
      await download(e, { id }, invoiceFileName(kind, invoiceNumber));
    } catch (err) {
      toast.error(t`Error downloading invoice`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusyId(null);
    }
  }
  return { busyId, start };
}
