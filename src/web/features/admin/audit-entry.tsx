// How one audit entry reads on screen: who acted, what they did, how serious it was, and its details.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@/shared/audit';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { capitalize } from '@/web/lib/utils';

const SEVERITY: Record<string, BadgeVariant> = {
  low: 'secondary',
  medium: 'outline',
  high: 'destructive',
  critical: 'destructive',
};

export const actionLabel = (action: string) => capitalize(action);

const SEVERITY_NAME: Record<string, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  critical: msg`Critical`,
};

export function SeverityBadge({ severity }: { severity: string }) {
  const { i18n } = useLingui();
  const name = SEVERITY_NAME[severity];
  return (
    <Badge variant={SEVERITY[severity] ?? 'outline'}>{name ? i18n._(name) : capitalize(severity)}</Badge>
  );
}

export function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  if (!entry.user_id) return <span className="text-muted-foreground">{t`System`}</span>;
  if (!entry.user_email) return <span className="text-muted-foreground">{t`Deleted user`}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium">{entry.user_name}</span>
      <span className="break-all text-xs text-muted-foreground">{entry.user_email}</span>
    </span>
  );
}

/** Details as 'key: value' pairs; nested values as compact JSON. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object' || Array.isArray(details)) return JSON.stringify(details);
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}
