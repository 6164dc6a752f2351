// What the resident said once the office resolved the item: their rating and comment, and how often (and last,
// why) they reopened it.
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import type { AdminFeedbackItem } from '@/shared/feedback-admin';
import { formatDateTime } from '@/web/lib/utils';

export function AdminFeedbackVerdict({ item }: { item: AdminFeedbackItem }) {
  const { t } = useLingui();
  if (!item.rating && !item.reopen_count) return null;
  return (
    <section aria-label={t`Resident's verdict`} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      {item.rating ? (
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t`Rating`}</span>
            <span role="img" aria-label={t`${item.rating} out of 5 stars`} className="flex gap-0.5">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  aria-hidden
                  className={
                    n <= (item.rating ?? 0)
                      ? 'size-4 fill-amber-400 text-amber-500'
                      : 'size-4 text-muted-foreground'
                  }
                />
              ))}
            </span>
            {item.confirmed_at ? (
              <span className="text-muted-foreground">
                {t`Confirmed ${formatDateTime(item.confirmed_at)}`}
              </span>
            ) : null}
          </p>
          {item.rating_comment ? (
            <p className="whitespace-pre-line break-words">{item.rating_comment}</p>
          ) : null}
        </div>
      ) : null}
      {item.reopen_count ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            {item.reopen_count === 1
              ? t`Reopened by the resident once`
              : t`Reopened by the resident ${item.reopen_count} times`}
          </p>
          {item.reopen_reason ? (
            <p className="whitespace-pre-line break-words text-muted-foreground">
              {t`Last reason: ${item.reopen_reason}`}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
