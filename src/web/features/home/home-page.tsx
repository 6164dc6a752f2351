import {
  Baby,
  Bell,
  Car,
  Dumbbell,
  HeadphonesIcon,
  LayoutDashboard,
  PartyPopper,
  PlusCircle,
  Shield,
  Trophy,
} from 'lucide-react';
import { useAuth } from '@/web/app/auth';
import { useSettings } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { GalleryCarousel } from './gallery-carousel';

const AMENITIES = [
  {
    icon: Dumbbell,
    title: 'Gym',
    text: 'A fully equipped gym with daily, monthly, quarterly and yearly plans.',
  },
  {
    icon: PartyPopper,
    title: 'Hall Booking',
    text: 'Book the podium hall for family functions and society events.',
  },
  { icon: Car, title: 'Parking', text: 'Register your cars and scooters for covered and open slots.' },
  {
    icon: Bell,
    title: 'Announcements',
    text: 'Notices from the managing committee, as soon as they are posted.',
  },
  { icon: Trophy, title: 'Multipurpose Court', text: 'Basketball, badminton and box cricket for all ages.' },
  { icon: Baby, title: 'Kids Play Area', text: 'A safe, shaded play area with swings and slides.' },
];

export default function HomePage() {
  const auth = useAuth();
  const { data: settings } = useSettings();

  return (
    <div className="pb-4">
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-foreground/70">
            Members Portal
          </p>
          {/* Room is kept for the society's name (three lines on a phone, two wider) and a row for the button, so
              neither pushes the gallery down when the settings and the session arrive after the first paint. */}
          <h1 className="mt-2 min-h-[3lh] max-w-3xl text-3xl font-bold tracking-tight text-primary sm:min-h-[2lh] sm:text-5xl">
            {settings?.name ?? 'Welcome home'}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">
            Gym memberships, hall bookings, parking, repairs, notices and your invoices — everything for
            residents, in one place.
          </p>
          <div className="mt-6 flex min-h-11 flex-wrap gap-3">
            {auth.loading ? null : auth.user ? (
              <Button asChild size="lg">
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to="/auth">Get Started</Link>
              </Button>
            )}
          </div>
        </div>
      </section>

      <GalleryCarousel />

      {auth.user ? <QuickActions isAdmin={auth.isAdmin} supportEmail={settings?.email} /> : null}

      <section className="mx-auto mt-12 max-w-6xl px-4" aria-labelledby="amenities-heading">
        <h2 id="amenities-heading" className="text-2xl font-bold text-primary">
          Amenities
        </h2>
        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardContent className="flex gap-4 pt-5 sm:pt-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary">
                  <Icon className="size-5 text-primary" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

function QuickActions({ isAdmin, supportEmail }: { isAdmin: boolean; supportEmail?: string }) {
  const actions = [
    { to: '/dashboard', label: 'My Dashboard', icon: LayoutDashboard },
    ...(isAdmin
      ? [
          { to: '/membership', label: 'New Membership', icon: PlusCircle },
          { to: '/admin', label: 'Admin Panel', icon: Shield },
        ]
      : []),
  ];
  return (
    <section className="mx-auto mt-12 max-w-6xl px-4" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-2xl font-bold text-primary">
        Quick Actions
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
          <a href={`mailto:${supportEmail ?? ''}?subject=${encodeURIComponent('Member Support')}`}>
            <HeadphonesIcon className="!size-6 text-primary" />
            Member Support
          </a>
        </Button>
      </div>
    </section>
  );
}
