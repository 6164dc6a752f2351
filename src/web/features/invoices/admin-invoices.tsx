// /admin/maintenance-invoices and /admin/repair-invoices (admin spec 2): one screen for both kinds, chosen
// by the path. The table is newest invoice date first, paged and searched on the server by flat or invoice
// number; the upload dialog, the bulk upload, download as {flat_no}_{invoice_number}.pdf, and delete after
// a confirmation.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download, FileText, Trash2, Upload, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { InvoiceKind } from '@/shared/invoices';
import { type AdminInvoice, INVOICE_SORTS } from '@/shared/invoices-admin';
import { formatINR } from '@/shared/money';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { useLocation } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { Can, useCan } from '../admin/office-access';
import { BulkInvoiceDialog } from './admin-bulk-dialog';
import { InvoiceUploadDialog } from './admin-invoice-dialog';
import { repairTypeName } from './admin-invoice-words';
import { downloadInvoice, useAdminInvoices, useDeleteInvoice } from './use-admin-invoices';

// The spec's words (src/shared/invoices-admin.ts keeps them for the server and the tests), translated.
const TITLE = { maintenance: msg`Maintenance Invoices`, repair: msg`Repair Invoices` };
const DESCRIPTION = {
  maintenance: msg`Each flat's monthly maintenance invoices. The flat's confirmed residents see each one under My Invoices.`,
  repair: msg`Each flat's repair invoices, by type of work. The flat's confirmed residents see each one under My Invoices.`,
};
const NONE_YET = { maintenance: msg`No maintenance invoices yet`, repair: msg`No repair invoices yet` };

export default function AdminInvoices() {
  const { t } = useLingui();
  const manage = useCan('invoices:manage');
  const kind: InvoiceKind = /\/repair-invoices\/?$/.test(useLocation().pathname) ? 'repair' : 'maintenance';
  const table = useTableParams([], { columns: INVOICE_SORTS, sort: 'invoice_date', dir: 'desc' });
  const list = useAdminInvoices(kind, table.query);
  const remove = useDeleteInvoice(kind);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'single' | 'bulk' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const loadError = list.error?.message;
  useEffect(() => {
    if (loadError) toast.error(t`Error`, { description: t`Error fetching invoices` });
  }, [loadError, t]);

  async function save(invoice: AdminInvoice) {
    setBusy(invoice.id);
    try {
      await downloadInvoice(kind, invoice);
    } catch (err) {
      toast.error(t`Error`, {
        description: `${t`Error downloading invoice`}: ${inLanguage(errorMessage(err))}`,
      });
    } finally {
      setBusy(null);
    }
  }

  async function destroy(invoice: AdminInvoice) {
    const sure = await confirm({
      title: t`Delete invoice`,
      description: `${t`Are you sure you want to delete this invoice?`} ${t`Invoice ${invoice.invoice_number} of flat ${invoice.flat_no} and its PDF will be removed.`}`,
      confirmLabel: t`Delete`,
      destructive: true,
    });
    if (!sure) return;
    setBusy(invoice.id);
    try {
      await remove.mutateAsync(invoice.id);
      toast.success(t`Invoice deleted successfully`);
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  // Icon buttons in the wide table, labelled ones on the phone's cards; either way named for their invoice.
  const label = (action: string, i: AdminInvoice) => (
    <>
      <span className="md:sr-only">{action}</span>
      <span className="sr-only"> {i.invoice_number}</span>
    </>
  );
  const columns: Column<AdminInvoice>[] = [
    {
      header: t`Flat No`,
      sort: 'flat_no',
      className: 'whitespace-nowrap',
      cell: (i) => <span className="font-medium">{i.flat_no}</span>,
    },
    { header: t`Invoice Number`, className: 'md:min-w-28', cell: (i) => i.invoice_number },
    {
      header: t`Invoice Date`,
      sort: 'invoice_date',
      className: 'whitespace-nowrap',
      cell: (i) => formatDate(i.invoice_date),
    },
    { header: t`Due Date`, className: 'whitespace-nowrap', cell: (i) => formatDate(i.due_date) },
    {
      header: t`Amount`,
      className: 'md:text-right tabular-nums whitespace-nowrap',
      cell: (i) => formatINR(i.amount),
    },
    ...(kind === 'repair'
      ? [
          {
            header: t`Repair Type`,
            cell: (i: AdminInvoice) => (
              <Badge variant="secondary">{repairTypeName(i.repair_type ?? '')}</Badge>
            ),
          },
        ]
      : []),
    {
      header: t`Description`,
      className: 'md:min-w-32',
      cell: (i) => <span className="line-clamp-2 text-muted-foreground">{i.description ?? '—'}</span>,
    },
    {
      // Who sees the invoice and got its mail; none means nobody will until the office confirms a resident.
      header: t`Confirmed Residents`,
      cell: (i) =>
        i.confirmed_residents ? (
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {i.confirmed_residents}
          </span>
        ) : (
          <Badge variant="outline">{t({ message: 'None', context: 'no confirmed residents' })}</Badge>
        ),
    },
    {
      header: t`Actions`,
      className: 'md:text-right',
      cell: (i) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            title={t`Download ${i.invoice_number}`}
            icon={<Download />}
            busy={busy === i.id && !remove.isPending}
            disabled={busy === i.id}
            onClick={() => save(i)}
          >
            {label(t`Download`, i)}
          </Button>
          {manage ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              title={t`Delete ${i.invoice_number}`}
              icon={<Trash2 />}
              busy={busy === i.id && remove.isPending}
              disabled={busy === i.id}
              onClick={() => destroy(i)}
            >
              {label(t`Delete`, i)}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  const title = t(TITLE[kind]);
  return (
    <AdminPageFrame
      title={title}
      description={t(DESCRIPTION[kind])}
      actions={
        <Can need="invoices:manage">
          <Button variant="outline" icon={<Upload />} onClick={() => setDialog('bulk')}>
            {t({ message: 'Bulk Upload', context: 'invoices' })}
          </Button>
          <Button icon={<FileText />} onClick={() => setDialog('single')}>
            {t`Upload Invoice`}
          </Button>
        </Can>
      }
    >
      <DataTable
        label={title}
        table={table}
        list={list}
        columns={columns}
        rowKey={(i) => i.id}
        search={t`Search flat or invoice number`}
        empty={{
          icon: FileText,
          title: table.q ? t`No invoices found` : t(NONE_YET[kind]),
          message: table.q
            ? t`Try another flat or invoice number.`
            : t`Upload the first one, or a month at once.`,
        }}
        errorTitle={t`Error fetching invoices`}
      />
      {dialog === 'single' ? <InvoiceUploadDialog kind={kind} onClose={() => setDialog(null)} /> : null}
      {dialog === 'bulk' ? <BulkInvoiceDialog kind={kind} onClose={() => setDialog(null)} /> : null}
    </AdminPageFrame>
  );
}
