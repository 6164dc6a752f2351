// The sign-in page's frame: the society's logo and name above whichever form the page shows. It comes with the
// entry, so the page's largest text paints with the first render; the forms (and the validation library)
// arrive with the page's own chunk below it.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSettings } from '@/web/app/settings';
import { SocietyLogo } from '@/web/app/site-header';

export function AuthFrame({ children }: { children: ReactNode }) {
  const { data: settings } = useSettings();
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10">
      <div className="mb-6 flex flex-col items-center text-center">
        <SocietyLogo className="size-12" />
        {/* The name's box (the full width, two lines) is there before the settings arrive, so nothing moves then. */}
        <h1 className="mt-3 flex min-h-[2lh] w-full items-center justify-center text-xl font-bold text-primary">
          {settings?.name ?? t`Members Portal`}
        </h1>
        <p className="text-sm text-muted-foreground">{t`Members Portal`}</p>
      </div>
      {children}
    </div>
  );
}
