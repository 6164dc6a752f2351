// The System Information block: what the server measured just now (database, mail, file storage, backup).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Database, HardDrive, History, type LucideIcon, Mail, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { type SystemStatus, siteAdminApi } from '@/shared/site-admin';
import { EmptyState } from '@/web/components/page-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { api } from '@/web/lib/api';
import { i18n } from '@/web/lib/i18n';
import { Link } from '@/web/lib/router';
import { inLanguage } from '@/web/lib/server-messages';
import { capitalize, cn, formatDateTime } from '@/web/lib/utils';

// Past bytes, the units are written the same in every language.
const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];
function formatBytes(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? i18n._(msg`${value} bytes`) : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

export function SystemInformation() {
  const { t } = useLingui();
  const status = useQuery({
    queryKey: ['admin-system-status'],
    queryFn: () => api(siteAdminApi.systemStatus),
    refetchOnMount: 'always',
  });
  const refresh = (
    <Button
      variant="outline"
      size="sm"
      icon={<RefreshCw />}
      busy={status.isFetching}
      onClick={() => status.refetch()}
    >
      {t`Check again`}
    </Button>
  );
  if (status.isError)
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t`Could not read the system status`}
        message={inLanguage(status.error.message)}
        onRetry={() => status.refetch()}
      />
    );
  if (!status.data)
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={t`Loading system status`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  const s = status.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col divide-y">
        <DatabaseRow db={s.database} />
        <MailRow mail={s.mail} />
        <StorageRow storage={s.storage} />
        <Row
          icon={History}
          term={t`Last Backup`}
          value={s.backup.last_at ? formatDateTime(s.backup.last_at) : t`No backup yet`}
        />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {t`Checked`} <time dateTime={s.checked_at}>{formatDateTime(s.checked_at)}</time>
        </span>
        {refresh}
      </div>
    </div>
  );
}

function Row({
  icon: Icon,
  term,
  value,
  badge,
  children,
}: {
  icon: LucideIcon;
  term: string;
  value: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="flex items-center gap-3 text-sm text-muted-foreground">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
        {term}
      </dt>
      <dd className="mt-0.5 flex min-w-0 flex-col gap-1 pl-8">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span>{value}</span>
          {badge}
        </span>
        {children}
      </dd>
    </div>
  );
}

const Detail = ({ path = false, children }: { path?: boolean; children: ReactNode }) => (
  <span className={cn('text-xs text-muted-foreground', path ? 'break-all font-mono' : 'break-words')}>
    {children}
  </span>
);

function DatabaseRow({ db }: { db: SystemStatus['database'] }) {
  const { t } = useLingui();
  return (
    <Row
      icon={Database}
      term={t`Database`}
      value={db.kind === 'pglite' ? t`Embedded (PGlite)` : 'PostgreSQL'}
      badge={
        db.reachable ? (
          <Badge variant="success">{t`Connected`}</Badge>
        ) : (
          <Badge variant="destructive">{t`Unreachable`}</Badge>
        )
      }
    >
      <Detail path>{db.location}</Detail>
    </Row>
  );
}

function MailRow({ mail }: { mail: SystemStatus['mail'] }) {
  const { t } = useLingui();
  const failure = mail.last_failure;
  return (
    <Row
      icon={Mail}
      term={t`Mail`}
      value={mail.mode === 'smtp' ? `SMTP (${mail.server})` : t`Outbox`}
      badge={
        failure ? (
          <Badge variant="destructive">{t`Delivery failed`}</Badge>
        ) : (
          <Badge variant="success">
            {mail.mode === 'smtp' ? t`No delivery failures` : inLanguage('Active')}
          </Badge>
        )
      }
    >
      {mail.mode === 'outbox' ? (
        <Detail>{t`Mails are kept in the database and their links written to the server log; none are sent.`}</Detail>
      ) : null}
      {failure ? (
        <Detail>
          {t`Last failure`} <time dateTime={failure.at}>{formatDateTime(failure.at)}</time>: “
          {failure.subject}” – {failure.error}
        </Detail>
      ) : null}
      <Link to="/admin/mail-outbox" className="text-sm text-primary underline-offset-4 hover:underline">
        {t`View the mail outbox`}
      </Link>
    </Row>
  );
}

// The stores' names (their folders on disk), as the office calls them; an unknown one as its folder is named.
const BUCKETS: Record<string, MessageDescriptor> = {
  gallery: msg`Gallery`,
  documents: msg`Documents`,
  'maintenance-invoices': msg`Maintenance invoices`,
  'repair-invoices': msg`Repair invoices`,
};

function StorageRow({ storage }: { storage: SystemStatus['storage'] }) {
  const { t } = useLingui();
  const buckets = storage.buckets;
  const files = buckets?.reduce((n, b) => n + b.files, 0) ?? 0;
  const bytes = buckets?.reduce((n, b) => n + b.bytes, 0) ?? 0;
  return (
    <Row
      icon={HardDrive}
      term={t`File Storage`}
      value={
        buckets
          ? t`Local disk · ${plural(files, { one: '# file', other: '# files' })}, ${formatBytes(bytes)}`
          : t`Local disk`
      }
      badge={buckets ? null : <Badge variant="destructive">{t`Could not be measured`}</Badge>}
    >
      <Detail path>{storage.location}</Detail>
      {buckets && buckets.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {buckets.map((b) => (
            <li key={b.bucket}>
              {BUCKETS[b.bucket] ? t(BUCKETS[b.bucket]) : capitalize(b.bucket.replace(/-/g, ' '))}: {b.files}{' '}
              · {formatBytes(b.bytes)}
            </li>
          ))}
        </ul>
      ) : null}
    </Row>
  );
}
