import { useLingui } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Link } from '@/web/lib/router';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary/60" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t`Oops! Page not found`}</h1>
      <p className="mt-2 text-muted-foreground">{t`The page you are looking for does not exist or has moved.`}</p>
      <Button asChild className="mt-6">
        <Link to="/">
          <Home /> {t`Return to Home`}
        </Link>
      </Button>
    </div>
  );
}
