// An item's photos as thumbnails, each opening the larger picture in a new tab: on "My feedback" and in the office.
import { useLingui } from '@lingui/react/macro';
import { feedbackPhotoUrl } from '@/shared/feedback';

export function FeedbackPhotos({ ids }: { ids: readonly string[] }) {
  const { t } = useLingui();
  if (!ids.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Photos`}>
      {ids.map((id, i) => (
        <li key={id}>
          <a
            href={feedbackPhotoUrl(id, 'web')}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img
              src={feedbackPhotoUrl(id)}
              alt={t`Attachment ${i + 1} of ${ids.length}`}
              loading="lazy"
              width={96}
              height={72}
              className="h-18 w-24 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
