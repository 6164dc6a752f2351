// The frame of every admin screen: an optional 'Back to Admin' link, the title (the page's h1), a short
// description, and actions on the right (they wrap below the title on a phone).
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/web/lib/router';

export function AdminPageFrame({
  title,
  description,
  actions,
  back = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shows 'Back to Admin' (to the dashboard) above the title. */
  back?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      {back ? (
        <Link
          to="/admin"
          className="no-print mb-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t`Back to Admin`}
        </Link>
      ) : null}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-primary">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
