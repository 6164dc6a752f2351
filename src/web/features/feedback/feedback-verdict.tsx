// The resident's verdict on resolved feedback, in plain words and big targets: "Is the problem fixed?" Yes asks for
// 1 to 5 stars (and an optional comment); No asks what is still wrong and opens it again (within 7 days of its
// resolution). A confirmed item shows the stars given.
import { useLingui } from '@lingui/react/macro';
import { RotateCcw, Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { canReopen, FEEDBACK_VERDICT, type Feedback } from '@/shared/feedback';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/input';
import { ApiError, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { cn, formatDate } from '@/web/lib/utils';
import { useFeedbackVerdict } from './use-feedback';

const STARS = [1, 2, 3, 4, 5] as const;
const DAY_MS = 86_400_000;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-5', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}

export function FeedbackVerdict({ item }: { item: Feedback }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<'fixed' | 'not-fixed' | null>(null);
  if (item.confirmed_at && item.rating) {
    return (
      <div className="flex flex-col gap-1 rounded-md bg-muted p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {t`Your rating`}
          <Stars rating={item.rating} label={t`${item.rating} out of 5 stars`} />
        </p>
        {item.rating_comment ? (
          <p className="whitespace-pre-line break-words">{item.rating_comment}</p>
        ) : null}
      </div>
    );
  }
  if (item.status !== 'resolved') return null;
  const reopenable = canReopen(item);
  const reopenUntil = item.resolved_at
    ? new Date(Date.parse(item.resolved_at) + FEEDBACK_VERDICT.reopenDays * DAY_MS).toISOString()
    : null;
  return (
    <section
      aria-label={t`Is the problem fixed?`}
      className="flex flex-col gap-3 rounded-md border-2 border-primary/30 p-3"
    >
      <p className="text-base font-semibold">{t`Is the problem fixed?`}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          size="lg"
          variant={choice === 'fixed' ? 'default' : 'outline'}
          aria-pressed={choice === 'fixed'}
          icon={<ThumbsUp />}
          onClick={() => setChoice('fixed')}
        >
          {t`Yes, it is fixed`}
        </Button>
        {reopenable ? (
          <Button
            size="lg"
            variant={choice === 'not-fixed' ? 'default' : 'outline'}
            aria-pressed={choice === 'not-fixed'}
            icon={<ThumbsDown />}
            onClick={() => setChoice('not-fixed')}
          >
            {t`No, it is not fixed`}
          </Button>
        ) : null}
      </div>
      {reopenable && reopenUntil ? (
        <p className="text-sm text-muted-foreground">
          {t`If it is not fixed, you can open it again until ${formatDate(reopenUntil)}.`}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t`It was resolved more than 7 days ago. If the problem is back, please submit new feedback.`}
        </p>
      )}
      {choice === 'fixed' ? <RateForm id={item.id} /> : null}
      {choice === 'not-fixed' && reopenable ? <ReopenForm id={item.id} /> : null}
    </section>
  );
}

/** Says why the server refused (in the person's language) and keeps what was typed. */
function refused(err: unknown) {
  toast.error(inLanguage(err instanceof ApiError ? err.message : errorMessage(err)));
}

function RateForm({ id }: { id: string }) {
  const { t } = useLingui();
  const verdict = useFeedbackVerdict();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!rating) return setError(t`Please choose from 1 to 5 stars`);
    try {
      await verdict.confirm.mutateAsync({ id, rating, comment });
      toast.success(t`Thank you for your rating`);
    } catch (err) {
      refused(err);
    }
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t`How happy are you with how it was handled?`}</legend>
        <div className="flex flex-wrap gap-1">
          {STARS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={rating === n}
              aria-label={n === 1 ? t`1 star` : t`${n} stars`}
              onClick={() => {
                setRating(n);
                setError(undefined);
              }}
              className="flex size-14 cursor-pointer items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Star
                aria-hidden
                className={cn(
                  'size-10',
                  n <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
        {error ? (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <Field label={t`Anything to add? (optional)`}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            maxLength={FEEDBACK_VERDICT.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" busy={verdict.confirm.isPending} className="sm:self-start">
        {t`Send my rating`}
      </Button>
    </form>
  );
}

function ReopenForm({ id }: { id: string }) {
  const { t } = useLingui();
  const verdict = useFeedbackVerdict();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError(t`Please tell us what is still wrong`);
    try {
      await verdict.reopen.mutateAsync({ id, reason });
      toast.success(t`Your feedback is open again. The office will look at it.`);
    } catch (err) {
      refused(err);
    }
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-3">
      <Field label={t`What is still wrong?`} error={error}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={FEEDBACK_VERDICT.reason}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Button
        type="submit"
        size="lg"
        icon={<RotateCcw />}
        busy={verdict.reopen.isPending}
        className="sm:self-start"
      >
        {t`Open it again`}
      </Button>
    </form>
  );
}
