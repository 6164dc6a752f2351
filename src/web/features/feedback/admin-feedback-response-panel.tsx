// The response panel: one feedback item in full, and the office's actions that its status allows.
import { useLingui } from '@lingui/react/macro';
import { CheckCheck, MessageSquareReply, Play, Reply, Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FEEDBACK_LIMITS } from '@/shared/feedback';
import { type AdminFeedbackItem, canTakeAction, feedbackResponseInput } from '@/shared/feedback-admin';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/input';
import { formatDateTime } from '@/web/lib/utils';
import { useCan } from '../admin/office-access';
import { AdminFeedbackVerdict } from './admin-feedback-verdict';
import { feedbackCategoryName, feedbackStatusName } from './admin-feedback-words';
import { FeedbackPriorityBadge, FeedbackStatusBadge } from './feedback-badges';
import { FeedbackPhotos } from './feedback-photos';
import type { FeedbackChange } from './use-admin-feedback';

/** Which button is working, so it alone shows the spinner while the others wait. */
export type Pending = 'start' | 'resolve' | 'send-resolved' | 'send-in_progress' | null;

const responseRule = feedbackResponseInput.shape.admin_response;

export function FeedbackResponsePanel({
  item,
  pending,
  onChange,
  onClose,
}: {
  item: AdminFeedbackItem;
  pending: Pending;
  /** Resolves true when the change was saved. */
  onChange: (change: FeedbackChange, pending: Exclude<Pending, null>) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const respondButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const saving = pending !== null;
  const manage = useCan('helpdesk:manage');
  // A person who may only read the helpdesk sees the item and its response, no actions.
  const canRespond = manage && canTakeAction('respond', item.status);
  // Another admin may have resolved it meanwhile: the editor closes with the refreshed status.
  const showEditor = editing && canRespond;

  // A newly chosen item (the panel is keyed by id) takes the focus, so a keyboard or phone user lands on it.
  useEffect(() => heading.current?.focus(), []);

  function openEditor() {
    setText(item.admin_response ?? '');
    setError(undefined);
    setEditing(true);
  }

  /** Back from the editor, the focus goes to the respond button (or the heading once nothing is left to do). */
  function closeEditor() {
    setEditing(false);
    requestAnimationFrame(() => (respondButton.current ?? heading.current)?.focus());
  }

  async function send(status: 'in_progress' | 'resolved') {
    const checked = responseRule.safeParse(text);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(undefined);
    const saved = await onChange(
      { action: 'respond', id: item.id, admin_response: checked.data, status },
      `send-${status}`,
    );
    if (saved) closeEditor();
  }

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-2">
          <h2
            ref={heading}
            tabIndex={-1}
            className="min-w-0 text-lg font-semibold leading-tight break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {item.subject}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 shrink-0"
            aria-label={t`Close feedback details`}
            onClick={onClose}
          >
            <X />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <FeedbackStatusBadge status={item.status} />
          <FeedbackPriorityBadge priority={item.priority} pulse />
          <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold">
            {feedbackCategoryName(item.category)}
          </span>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t`From`}</dt>
          <dd className="break-words">{item.name}</dd>
          <dt className="text-muted-foreground">{t`E-mail`}</dt>
          <dd className="break-all">{item.email ?? t`Not given`}</dd>
          <dt className="text-muted-foreground">{t`Flat`}</dt>
          <dd>{item.flat_no ?? t`Not given`}</dd>
          <dt className="text-muted-foreground">{t`Received`}</dt>
          <dd>
            <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </dd>
        </dl>
      </CardHeader>

      <CardContent className="flex flex-col gap-4">
        <section aria-label={t`Message`}>
          <p className="whitespace-pre-line break-words rounded-md bg-muted/60 p-3 text-sm">{item.message}</p>
        </section>
        <FeedbackPhotos ids={item.photos} />
        <AdminFeedbackVerdict item={item} />

        {item.admin_response && !showEditor ? (
          <section
            aria-labelledby={`response-${item.id}`}
            className="rounded-md border-l-4 border-primary bg-secondary/60 p-3"
          >
            <h3
              id={`response-${item.id}`}
              className="flex items-center gap-1.5 text-sm font-medium text-primary"
            >
              <Reply className="size-4" aria-hidden /> {t`Admin Response`}
            </h3>
            <p className="mt-1 whitespace-pre-line break-words text-sm">{item.admin_response}</p>
          </section>
        ) : null}

        {showEditor ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => e.preventDefault()}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && !saving) closeEditor();
            }}
          >
            <Field
              label={t`Response`}
              error={error}
              hint={t`${text.length}/${FEEDBACK_LIMITS.response} characters`}
            >
              {(p) => (
                <Textarea
                  {...p}
                  autoFocus
                  rows={6}
                  maxLength={FEEDBACK_LIMITS.response}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={t`Write the office's answer to the resident`}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button
                icon={<CheckCheck />}
                busy={pending === 'send-resolved'}
                disabled={!text.trim() || saving}
                onClick={() => send('resolved')}
                className="max-sm:w-full"
              >
                {t`Send & Mark Resolved`}
              </Button>
              <Button
                variant="secondary"
                icon={<Send />}
                busy={pending === 'send-in_progress'}
                disabled={!text.trim() || saving}
                onClick={() => send('in_progress')}
                className="max-sm:w-full"
              >
                {t`Send & Keep in Progress`}
              </Button>
              <Button variant="ghost" disabled={saving} onClick={closeEditor} className="max-sm:w-full">
                {t`Cancel`}
              </Button>
            </div>
          </form>
        ) : canRespond ? (
          <div className="flex flex-wrap gap-2">
            {canTakeAction('start', item.status) ? (
              <Button
                variant="secondary"
                icon={<Play />}
                busy={pending === 'start'}
                disabled={saving}
                onClick={() => onChange({ action: 'start', id: item.id }, 'start')}
                className="max-sm:w-full"
              >
                {t`Start Progress`}
              </Button>
            ) : null}
            {canTakeAction('resolve', item.status) ? (
              <Button
                variant="secondary"
                icon={<CheckCheck />}
                busy={pending === 'resolve'}
                disabled={saving}
                onClick={() => onChange({ action: 'resolve', id: item.id }, 'resolve')}
                className="max-sm:w-full"
              >
                {t`Mark Resolved`}
              </Button>
            ) : null}
            <Button
              ref={respondButton}
              icon={<MessageSquareReply />}
              disabled={saving}
              onClick={openEditor}
              className="max-sm:w-full"
            >
              {item.admin_response ? t`Update Response` : t`Add Response`}
            </Button>
          </div>
        ) : !manage ? null : (
          <p className="text-sm text-muted-foreground">
            {t`This feedback is ${feedbackStatusName(item.status)}; no further action is needed.`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
