import { useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-label={t`Loading`}>
      <Loader2 className="size-8 animate-spin text-primary" />
    </div>
  );
}
