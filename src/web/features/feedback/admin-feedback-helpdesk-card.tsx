// Under the response panel: the item's clock (its current deadline, overdue or not, and its escalation level, with
// "Escalate now" for a resident who calls back before a deadline passes), who has it (changeable to anyone who
// manages the helpdesk) and the office's internal notes, which the resident never sees.
import { useLingui } from '@lingui/react/macro';
import { ChevronsUp, NotebookPen, Plus, UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { currentDeadline, FEEDBACK_LIMITS } from '@/shared/feedback';
import { type AdminFeedbackItem, HELPDESK_TEXT, noteInput } from '@/shared/feedback-admin';
import { INTL_LOCALE } from '@/shared/locales';
import { useConfirm } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { NativeSelect, Textarea } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { displayedLocale, formatDateTime, societyTimeZone } from '@/web/lib/utils';
import './admin-helpdesk-messages';
import { Can, useCan } from '../admin/office-access';
import { useAddNote, useAssign, useEscalate, useHelpdeskSettings, useNotes } from './use-admin-helpdesk';

const noteRule = noteInput.shape.note;

/** A deadline in few words for the table's narrow column: 27 Nov, 1:15 pm. */
const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString(INTL_LOCALE[displayedLocale()], {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: societyTimeZone(),
  });

/** "Response due …" or "Resolution due …", marked when it has passed. */
export function DeadlineText({ item, short = false }: { item: AdminFeedbackItem; short?: boolean }) {
  const { t } = useLingui();
  const due = currentDeadline(item);
  if (!due) return <span className="text-muted-foreground">—</span>;
  const at = short ? shortDateTime(due.at) : formatDateTime(due.at);
  return (
    <span className={item.overdue ? 'font-medium text-destructive' : undefined}>
      {due.kind === 'response' ? t`Response due ${at}` : t`Resolution due ${at}`}
      {item.overdue ? (
        <Badge variant="destructive" className="ml-1.5">
          {t`Overdue`}
        </Badge>
      ) : null}
    </span>
  );
}

export function FeedbackHelpdeskCard({
  item,
  onChange,
}: {
  item: AdminFeedbackItem;
  /** The item as the server has it after a change here: it may have left the list's filter ("Assigned to me"). */
  onChange: (updated: AdminFeedbackItem) => void;
}) {
  const { t } = useLingui();
  const settings = useHelpdeskSettings();
  const assign = useAssign();
  const notes = useNotes(item.id);
  const addNote = useAddNote(item.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const escalate = useEscalate();
  const confirm = useConfirm();

  async function changeAssignee(assignee_id: string) {
    try {
      const updated = await assign.mutateAsync({ id: item.id, assignee_id });
      onChange(updated);
      toast.success(inLanguage(HELPDESK_TEXT.assigned), { description: updated.assignee_name ?? '' });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  async function escalateNow(to: string | undefined) {
    const sure = await confirm({
      title: t`Escalate now`,
      description: to
        ? t`Move this feedback one level up the escalation chain, to ${to}? They are mailed about it.`
        : t`Move this feedback one level up the escalation chain?`,
      confirmLabel: t`Escalate`,
    });
    if (!sure) return;
    try {
      const updated = await escalate.mutateAsync(item.id);
      onChange(updated);
      toast.success(inLanguage(HELPDESK_TEXT.escalated), { description: updated.assignee_name ?? '' });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  async function submitNote() {
    const checked = noteRule.safeParse(note);
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    try {
      await addNote.mutateAsync(checked.data);
      setNote('');
      toast.success(inLanguage(HELPDESK_TEXT.noteAdded));
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const staff = settings.data?.staff ?? [];
  // A person who may only read the helpdesk sees who has it and the notes, and changes neither.
  const manage = useCan('helpdesk:manage');
  // The next level's person, when the category has one and the item is still open.
  const chain = settings.data?.categories.find((c) => c.category === item.category)?.escalation ?? [];
  const nextId =
    item.status === 'open' || item.status === 'in_progress' ? chain[item.escalation_level] : undefined;
  const next = staff.find((s) => s.id === nextId)?.name;
  return (
    <Card role="region" aria-labelledby={`helpdesk-${item.id}`}>
      <CardHeader className="pb-2">
        <h3 id={`helpdesk-${item.id}`} className="flex items-center gap-2 font-semibold">
          <UserRoundCog className="size-4" aria-hidden /> {t`Assignee and deadline`}
        </h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{t`Deadline`}</dt>
          <dd>
            <DeadlineText item={item} />
          </dd>
          <dt className="text-muted-foreground">{t`Escalation level`}</dt>
          <dd>{item.escalation_level}</dd>
        </dl>
        {manage && nextId ? (
          <Button
            variant="outline"
            className="self-start"
            icon={<ChevronsUp />}
            busy={escalate.isPending}
            onClick={() => escalateNow(next)}
          >
            {t`Escalate now`}
          </Button>
        ) : null}
        <Field label={t`Assigned to`}>
          {(p) => (
            <NativeSelect
              {...p}
              value={item.assignee_id ?? ''}
              disabled={assign.isPending || !staff.length || !manage}
              onChange={(e) => e.target.value && changeAssignee(e.target.value)}
            >
              {item.assignee_id ? null : <option value="">{t`Unassigned`}</option>}
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <section aria-labelledby={`notes-${item.id}`} className="flex flex-col gap-2">
          <h4 id={`notes-${item.id}`} className="flex items-center gap-2 font-medium">
            <NotebookPen className="size-4" aria-hidden /> {t`Internal notes`}
          </h4>
          <p className="text-xs text-muted-foreground">{t`Only the office sees these notes.`}</p>
          {notes.data?.items.length ? (
            <ul className="flex flex-col gap-2">
              {notes.data.items.map((n) => (
                <li key={n.id} className="rounded-md bg-muted p-2">
                  <p className="whitespace-pre-line break-words">{n.note}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {n.author_name ?? t`Unknown`} ·{' '}
                    <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                  </p>
                </li>
              ))}
            </ul>
          ) : notes.isPending ? null : (
            <p className="text-muted-foreground">{t`No notes yet.`}</p>
          )}
          <Can need="helpdesk:manage">
            <Field label={t`New note`} error={noteError}>
              {(p) => (
                <Textarea
                  {...p}
                  rows={3}
                  maxLength={FEEDBACK_LIMITS.response}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              )}
            </Field>
            <Button
              variant="outline"
              className="self-end"
              icon={<Plus />}
              busy={addNote.isPending}
              onClick={submitNote}
            >
              {t`Add note`}
            </Button>
          </Can>
        </section>
      </CardContent>
    </Card>
  );
}
