// The home page's shortcuts for a signed-in member (loaded only for them: home-page.tsx). The gym's and the mail
// icons are the home page's own, already downloaded.
import { useLingui } from '@lingui/react/macro';
import { Dumbbell, LayoutDashboard, Mail, Shield } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Link } from '@/web/lib/router';

export default function QuickActions({ isAdmin, supportEmail }: { isAdmin: boolean; supportEmail?: string }) {
  const { t } = useLingui();
  const actions = [
    { to: '/dashboard', label: t`My Dashboard`, icon: LayoutDashboard },
    ...(isAdmin
      ? [
          { to: '/membership', label: t`New Membership`, icon: Dumbbell },
          { to: '/admin', label: t`Admin Panel`, icon: Shield },
        ]
      : []),
  ];
  return (
    <section className="mx-auto mt-12 max-w-6xl px-4" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-2xl font-bold text-primary">
        {t`Quick Actions`}
      </h2>
      <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline" className="h-auto flex-col gap-2 py-5">
            <Link to={to}>
              <Icon className="!size-6 text-primary" />
              {label}
            </Link>
          </Button>
        ))}
        <Button asChild variant="outline" className="h-auto flex-col gap-2 py-5">
          <a href={`mailto:${supportEmail ?? ''}?subject=${encodeURIComponent(t`Member Support`)}`}>
            <Mail className="!size-6 text-primary" />
            {t`Member Support`}
          </a>
        </Button>
      </div>
    </section>
  );
}
