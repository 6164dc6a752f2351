// /admin/announcements/:id/acknowledgements: how many flats have acknowledged a notice (a flat has when any of its
// confirmed residents has), per wing; the flats that have not, searchable a page at a time; one reminder mail a
// day to their confirmed residents (after a confirmation); and the CSV of every flat's read and acknowledgement.
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, CheckCheck, Download, Send } from 'lucide-react';
import { useState } from 'react';
import type { PendingFlat } from '@/shared/announcements-admin';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api';
import { Link, useParams } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { formatDate, formatDateTime } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { Can } from '../admin/office-access';
import { exportAcknowledgements, useAcknowledgements, useSendReminder } from './use-admin-acknowledgements';

export default function AdminAcknowledgements() {
  const { t } = useLingui();
  const columns: Column<PendingFlat>[] = [
    { header: t`Flat`, cell: (f) => <span className="font-medium">{f.flat_no}</span> },
    { header: t`Wing`, cell: (f) => f.wing || '—' },
    {
      header: t`Residents`,
      cell: (f) =>
        f.residents || (
          <span className="text-muted-foreground">{t`No confirmed resident: deliver on paper`}</span>
        ),
    },
    {
      header: t`Read`,
      cell: (f) =>
        f.read_at ? (
          <time dateTime={f.read_at}>{formatDateTime(f.read_at)}</time>
        ) : (
          <span className="text-muted-foreground">{t`Not yet`}</span>
        ),
    },
  ];
  const id = useParams().id ?? '';
  const table = useTableParams();
  const list = useAcknowledgements(id, table.query);
  const remind = useSendReminder(id);
  const confirm = useConfirm();
  const [exporting, setExporting] = useState(false);
  const data = list.data;
  const notice = data?.announcement;

  async function sendReminder() {
    if (!data) return;
    const title = data.announcement.title;
    const pending = data.flats - data.acknowledged;
    const sure = await confirm({
      title: t`Send reminder`,
      description: t`A reminder to read and acknowledge “${title}” will be mailed to the confirmed residents of the ${pending} flat(s) that have not. Only one reminder can be sent a day.`,
      confirmLabel: t`Send`,
    });
    if (!sure) return;
    try {
      const sent = await remind.mutateAsync();
      toast.success(t`Reminder sent to ${sent.mails} resident(s) of ${sent.flats} flat(s)`);
    } catch (err) {
      toast.error(t`Error`, { description: errorMessage(err) });
    }
  }

  async function exportCsv() {
    if (!notice) return;
    setExporting(true);
    try {
      await exportAcknowledgements(id, notice.title);
      toast.success(t`Acknowledgements exported`);
    } catch (err) {
      toast.error(t`Error`, { description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminPageFrame
      title={t`Acknowledgements`}
      description={notice?.title}
      actions={
        <>
          <Button
            variant="outline"
            icon={<Download />}
            busy={exporting}
            disabled={!notice}
            onClick={exportCsv}
          >
            {t`Export CSV`}
          </Button>
          <Can need="content:manage">
            <Button
              icon={<Send />}
              busy={remind.isPending}
              disabled={!data || data.acknowledged === data.flats}
              onClick={sendReminder}
            >
              {t`Send reminder`}
            </Button>
          </Can>
        </>
      }
    >
      <Link
        to="/admin/announcements"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t`Back to Announcements`}
      </Link>
      {data ? (
        <Card className="mb-6">
          <CardContent className="flex flex-col gap-4 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-3">
              <CheckCheck className="size-6 text-primary" aria-hidden />
              <p className="text-lg font-semibold" data-testid="ack-count">
                {t`${data.acknowledged} of ${data.flats} flats have acknowledged`}
              </p>
              {data.overdue ? <Badge variant="destructive">{t`Overdue`}</Badge> : null}
              {!data.announcement.requires_ack ? (
                <Badge variant="secondary">{t`No longer asked`}</Badge>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">
              {data.announcement.ack_due_on
                ? `${t`To be acknowledged by ${formatDate(data.announcement.ack_due_on)}.`} `
                : ''}
              {data.reminded_today ? t`A reminder was sent today.` : ''}
            </p>
            {data.wings.length ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t`Per wing`}>
                {data.wings.map((w) => (
                  <li key={w.wing} className="rounded-md border px-3 py-2 text-sm">
                    <span className="font-medium">{w.wing ? t`Wing ${w.wing}` : t`No wing`}</span>
                    <span className="block text-muted-foreground">
                      {t`${w.acknowledged} of ${w.flats} flats`}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      <h2 className="mb-3 font-semibold">{t`Flats that have not acknowledged`}</h2>
      <DataTable
        label={t`Flats that have not acknowledged`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(f) => f.flat_id}
        search={t`Search flat, wing or resident`}
        empty={{
          icon: CheckCheck,
          title: table.q ? t`No flats found` : t`Every flat has acknowledged`,
          message: table.q ? t`Try another search.` : t`Nothing to remind.`,
        }}
        errorTitle={t`Failed to load acknowledgements`}
      />
    </AdminPageFrame>
  );
}
