// One tab of the invoices page: a server-paged list of one kind of invoice for the resident's flat.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  AlertTriangle,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Download,
  FileText,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import type { InvoiceKind, RepairInvoice } from '@/shared/invoices';
import { formatINR } from '@/shared/money';
import { EmptyState } from '@/web/components/page-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { inLanguage } from '@/web/lib/server-messages';
import { formatDate } from '@/web/lib/utils';
import { repairTypeName } from './repair-types';
import { INVOICE_PAGE_SIZE, useInvoiceDownload, useMyInvoices } from './use-invoices';

const EMPTY = {
  maintenance: { title: msg`No Maintenance Invoices`, icon: FileText },
  repair: { title: msg`No Repair Invoices`, icon: Wrench },
} as const;

export function InvoiceList({ kind, flatNo }: { kind: InvoiceKind; flatNo: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useMyInvoices(kind, page);
  const { busyId, start } = useInvoiceDownload(kind);

  if (query.isPending)
    return (
      <div className="space-y-3" role="status" aria-label={t`Loading invoices`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        icon={AlertTriangle}
        title={t`Error fetching invoices`}
        message={inLanguage(query.error.message)}
        onRetry={() => query.refetch()}
      />
    );

  const { items, total } = query.data;
  if (total === 0) {
    const empty = EMPTY[kind];
    return (
      <EmptyState
        icon={empty.icon}
        title={t(empty.title)}
        message={
          kind === 'maintenance'
            ? t`There are no maintenance invoices for flat ${flatNo} yet. They will appear here once the society office uploads them.`
            : t`There are no repair invoices for flat ${flatNo} yet. They will appear here once the society office uploads them.`
        }
      />
    );
  }
  const pages = Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE));

  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {items.map((invoice) => {
          const repairType = kind === 'repair' ? (invoice as RepairInvoice).repair_type : null;
          const busy = busyId === invoice.id;
          return (
            <li key={invoice.id}>
              <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <FileText className="size-5 shrink-0 text-primary" aria-hidden />
                    <h3 className="font-semibold break-all">{invoice.invoice_number}</h3>
                    {repairType ? <Badge variant="secondary">{repairTypeName(repairType)}</Badge> : null}
                  </div>
                  <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
                    <div>
                      <dt className="text-muted-foreground">{t`Invoice Date`}</dt>
                      <dd className="flex items-center gap-1 font-medium">
                        <CalendarDays className="size-3.5 text-muted-foreground" aria-hidden />
                        {formatDate(invoice.invoice_date)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{t`Due Date`}</dt>
                      <dd className="font-medium">{formatDate(invoice.due_date)}</dd>
                    </div>
                  </dl>
                  {invoice.description ? (
                    <p className="text-sm break-words text-muted-foreground">{invoice.description}</p>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-4 border-t pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
                  <p className="text-xl font-bold text-primary">
                    <span className="sr-only">{t`Amount`} </span>
                    {formatINR(invoice.amount)}
                  </p>
                  <Button
                    variant="outline"
                    size="sm"
                    busy={busy}
                    icon={<Download />}
                    onClick={() => start(invoice.id, invoice.invoice_number)}
                    aria-label={t`Download invoice ${invoice.invoice_number}`}
                  >
                    {t`Download`}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3 pt-2" aria-label={t`Invoice pages`}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft /> {t`Previous`}
          </Button>
          <span className="text-sm text-muted-foreground">{t`Page ${page} of ${pages}`}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t`Next`} <ChevronRight />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
