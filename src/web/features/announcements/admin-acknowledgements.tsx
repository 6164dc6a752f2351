// /admin/announcements/:id/acknowledgements: how many flats have acknowledged a notice (a flat has when any of its
// confirmed residents has), per wing; the flats that have not, searchable a page at a time; one reminder mail a
// day to their confirmed residents (after a confirmation); and the CSV of every flat's read and acknowledgement.
import { ArrowLeft, CheckCheck, Download, Send } from 'lucide-react';
import { useState } from 'react';
import { ANNOUNCEMENTS_ADMIN_TEXT, type PendingFlat } from '@/shared/announcements-admin';
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
import { exportAcknowledgements, useAcknowledgements, useSendReminder } from './use-admin-acknowledgements';

const columns: Column<PendingFlat>[] = [
  { header: 'Flat', cell: (f) => <span className="font-medium">{f.flat_no}</span> },
  { header: 'Wing', cell: (f) => f.wing || '—' },
  {
    header: 'Residents',
    cell: (f) =>
      f.residents || <span className="text-muted-foreground">No confirmed resident: deliver on paper</span>,
  },
  {
    header: 'Read',
    cell: (f) =>
      f.read_at ? (
        <time dateTime={f.read_at}>{formatDateTime(f.read_at)}</time>
      ) : (
        <span className="text-muted-foreground">Not yet</span>
      ),
  },
];

export default function AdminAcknowledgements() {
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
    const sure = await confirm({
      title: 'Send reminder',
      description: `A reminder to read and acknowledge “${data.announcement.title}” will be mailed to the confirmed residents of the ${data.flats - data.acknowledged} flat(s) that have not. Only one reminder can be sent a day.`,
      confirmLabel: 'Send',
    });
    if (!sure) return;
    try {
      const sent = await remind.mutateAsync();
      toast.success(ANNOUNCEMENTS_ADMIN_TEXT.reminderSent(sent.flats, sent.mails));
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  async function exportCsv() {
    if (!notice) return;
    setExporting(true);
    try {
      await exportAcknowledgements(id, notice.title);
      toast.success(ANNOUNCEMENTS_ADMIN_TEXT.exported);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminPageFrame
      title="Acknowledgements"
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
            Export CSV
          </Button>
          <Button
            icon={<Send />}
            busy={remind.isPending}
            disabled={!data || data.acknowledged === data.flats}
            onClick={sendReminder}
          >
            Send reminder
          </Button>
        </>
      }
    >
      <Link
        to="/admin/announcements"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Announcements
      </Link>
      {data ? (
        <Card className="mb-6">
          <CardContent className="flex flex-col gap-4 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-3">
              <CheckCheck className="size-6 text-primary" aria-hidden />
              <p className="text-lg font-semibold" data-testid="ack-count">
                {data.acknowledged} of {data.flats} flats have acknowledged
              </p>
              {data.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
              {!data.announcement.requires_ack ? <Badge variant="secondary">No longer asked</Badge> : null}
            </div>
            <p className="text-sm text-muted-foreground">
              {data.announcement.ack_due_on
                ? `To be acknowledged by ${formatDate(data.announcement.ack_due_on)}. `
                : ''}
              {data.reminded_today ? 'A reminder was sent today.' : ''}
            </p>
            {data.wings.length ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Per wing">
                {data.wings.map((w) => (
                  <li key={w.wing} className="rounded-md border px-3 py-2 text-sm">
                    <span className="font-medium">{w.wing ? `Wing ${w.wing}` : 'No wing'}</span>
                    <span className="block text-muted-foreground">
                      {w.acknowledged} of {w.flats} flats
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      <h2 className="mb-3 font-semibold">Flats that have not acknowledged</h2>
      <DataTable
        label="Flats that have not acknowledged"
        table={table}
        list={list}
        columns={columns}
        rowKey={(f) => f.flat_id}
        search="Search flat, wing or resident"
        empty={{
          icon: CheckCheck,
          title: table.q ? 'No flats found' : 'Every flat has acknowledged',
          message: table.q ? 'Try another search.' : 'Nothing to remind.',
        }}
        errorTitle="Failed to load acknowledgements"
      />
    </AdminPageFrame>
  );
}
