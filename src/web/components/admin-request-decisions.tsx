// The approval tables' shared cells: who filed a request (name, flat, whether the office confirmed the flat),
// its status, and the decision buttons the status allows.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { todayIn } from '@/shared/dates';
import { canDecide, type DecisionRule, REASON_MAX } from '@/shared/decisions';
import { invalidateAdminBadges } from '@/web/features/admin/badges';
import { errorMessage } from '@/web/lib/api';
import { i18n } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { capitalize, formatDate, societyTimeZone } from '@/web/lib/utils';
import { type ConfirmOptions, type ReasonField, useConfirm, useConfirmReason } from './confirm-dialog';
import type { TableFilter } from './data-table';
import { StatusBadge } from './status-badge';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

export function ResidentCell({
  name,
  flat,
  confirmed,
  children,
}: {
  name: string | null;
  flat: string | null;
  confirmed: boolean;
  /** More lines about the person, e.g. the contact given on the request. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-start gap-1 max-md:items-end">
      <span className="font-medium">{name ?? t`Unknown`}</span>
      {flat ? (
        <span className="flex flex-wrap items-center gap-1.5 max-md:justify-end">
          <span className="whitespace-nowrap">{flat}</span>
          <Badge variant={confirmed ? 'success' : 'secondary'} className="whitespace-nowrap">
            {confirmed ? t`Confirmed` : t`Awaiting confirmation`}
          </Badge>
        </span>
      ) : (
        <span className="text-muted-foreground">{t`No flat on profile`}</span>
      )}
      {children}
    </div>
  );
}

/** The status badge, the day an approval was given (on the society's calendar), and the reason the office gave. */
export function RequestStatus({
  status,
  approvedAt,
  reason = null,
}: {
  status: string;
  approvedAt: string | null;
  /** Why it was rejected or cancelled: the resident reads the same. */
  reason?: string | null;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-start gap-1 max-md:items-end">
      <StatusBadge status={status} label={statusName(status)} className="whitespace-nowrap" />
      {approvedAt && status !== 'rejected' && status !== 'cancelled' ? (
        <span className="whitespace-nowrap text-xs text-muted-foreground">
          {t`Approved ${formatDate(todayIn(societyTimeZone(), new Date(approvedAt)))}`}
        </span>
      ) : null}
      {reason ? (
        <span className="max-w-56 whitespace-pre-line break-words text-xs text-muted-foreground max-md:text-right">
          {t`Reason: ${reason}`}
        </span>
      ) : null}
    </div>
  );
}

/** A status as its badge names it, in the person's language. */
export const statusName = (status: string) => inLanguage(capitalize(status));

/** The table filter of a status list (built as the screen renders, in its language). */
export const statusTableFilter = (statuses: readonly string[]): TableFilter<'status'> => ({
  name: 'status',
  label: i18n._(msg`Status`),
  options: statuses.map((s) => ({ value: s, label: statusName(s) })),
});

// The rules' decisions (src/shared/*-admin.ts name them in English, as the server's messages do), as buttons.
const DECISION_LABEL: Record<string, MessageDescriptor> = {
  Approve: msg`Approve`,
  Reject: msg`Reject`,
  'Mark Expired': msg`Mark Expired`,
  'Cancel Booking': msg`Cancel Booking`,
};
const decisionLabel = (label: string) => {
  const known = DECISION_LABEL[label];
  return known ? i18n._(known) : label;
};

export interface DecisionButton {
  label: string;
  icon: ReactNode;
  variant?: 'default' | 'outline' | 'destructive';
  /** Asked first (destructive decisions); declining takes no decision. */
  confirm?: ConfirmOptions;
  /** Asks for a reason in the same dialog (with `confirm`), passed to run. */
  reason?: ReasonField;
  /** Takes the decision (and says how it went). */
  run(reason?: string | null): Promise<void>;
}

/** The reason a decision asks for, as its rule says (a rejection's is optional, a cancellation's required). */
const reasonField = (rule: DecisionRule): ReasonField | undefined =>
  rule.reason && {
    label: i18n._(msg`Reason for the resident`),
    max: REASON_MAX,
    required: rule.reason === 'required',
  };

/** How a screen shows one decision; the label, and the reason it asks for, come from the rule. */
export type DecisionLook = Pick<DecisionButton, 'icon' | 'variant' | 'confirm'>;

/**
 * A feature's decisions as row actions: the buttons a row's status allows (by the feature's rule table), each
 * taking its decision through `send`, saying how it went in a toast, and then (also after a refusal: the row has
 * moved on) reloading the table under `queryKey` and the sidebar's badges.
 */
export function useDecisions<K extends string, Row extends { id: string; status: string }>(opts: {
  rules: Record<K, DecisionRule>;
  queryKey: readonly unknown[];
  send(id: string, key: K, reason: string | null): Promise<unknown>;
  look(row: Row): Record<K, DecisionLook>;
  done(row: Row, key: K): { title: string; description?: string };
  failed(row: Row, key: K, message: string): string;
}) {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, key, reason }: { id: string; key: K; reason: string | null }) =>
      opts.send(id, key, reason),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: opts.queryKey }), invalidateAdminBadges(qc)]),
  });
  async function take(row: Row, key: K, reason: string | null) {
    try {
      await mutation.mutateAsync({ id: row.id, key, reason });
      const { title, description } = opts.done(row, key);
      toast.success(title, { description });
    } catch (err) {
      toast.error(i18n._(msg`Error`), { description: opts.failed(row, key, errorMessage(err)) });
    }
  }
  return (row: Row): DecisionButton[] => {
    const looks = opts.look(row);
    return (Object.entries(opts.rules) as [K, DecisionRule][])
      .filter(([, rule]) => canDecide(rule, row.status))
      .map(([key, rule]) => ({
        label: decisionLabel(rule.label),
        ...looks[key],
        reason: reasonField(rule),
        run: (reason) => take(row, key, reason ?? null),
      }));
  };
}

/**
 * The buttons of the decisions a row's status allows, each named with the row for screen readers; destructive
 * ones ask first. A decision replaces the buttons, so focus then moves to this cell instead of being lost.
 */
export function DecisionButtons({
  subject,
  decisions,
}: {
  /** Names the row, e.g. the member or the event. */
  subject: string;
  decisions: DecisionButton[];
}) {
  const { t } = useLingui();
  const cell = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState<string | null>(null);
  const confirm = useConfirm();
  const confirmReason = useConfirmReason();
  async function take(d: DecisionButton) {
    let reason: string | null = null;
    if (d.confirm && d.reason) {
      const answer = await confirmReason({ ...d.confirm, reason: d.reason });
      if (!answer) return;
      reason = answer.reason;
    } else if (d.confirm && !(await confirm(d.confirm))) return;
    setRunning(d.label);
    try {
      await d.run(reason);
    } finally {
      setRunning(null);
      // The pressed button was disabled meanwhile, or is gone after the decision: keep focus in the row.
      if (!cell.current?.contains(document.activeElement)) cell.current?.focus();
    }
  }
  return (
    <div
      ref={cell}
      tabIndex={-1}
      className="flex flex-wrap gap-1.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring max-md:justify-end md:flex-col md:items-stretch"
    >
      {decisions.length ? (
        decisions.map((d) => (
          <Button
            key={d.label}
            size="sm"
            variant={d.variant ?? 'outline'}
            icon={d.icon}
            busy={running === d.label}
            disabled={running !== null}
            aria-label={t`${d.label}: ${subject}`}
            onClick={() => take(d)}
          >
            {d.label}
          </Button>
        ))
      ) : (
        <>
          <span aria-hidden className="text-muted-foreground">
            —
          </span>
          <span className="sr-only">{t`No actions`}</span>
        </>
      )}
    </div>
  );
}

/** A request row's actions: its print preview, then the decisions its status allows (stacked on a desktop). */
export function RequestActions({
  previewName,
  onPreview,
  subject,
  decisions,
}: {
  /** Names the preview for screen readers: 'Print preview: {previewName}'. */
  previewName: string;
  onPreview(): void;
  subject: string;
  decisions: DecisionButton[];
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-1.5 max-md:justify-end md:flex-col md:items-stretch">
      <Button
        size="sm"
        variant="outline"
        icon={<Printer />}
        aria-label={t`Print preview: ${previewName}`}
        onClick={onPreview}
      >
        {t`Preview`}
      </Button>
      <DecisionButtons subject={subject} decisions={decisions} />
    </div>
  );
}
