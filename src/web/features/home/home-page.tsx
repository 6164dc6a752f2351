import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Baby, Bell, Car, Dumbbell, PartyPopper, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useAuth } from '@/web/app/auth';
import { useSettings } from '@/web/app/settings';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Link } from '@/web/lib/router';
import { GalleryCarousel } from './gallery-carousel';

// Signed-in members' shortcuts load with their session: a visitor's home page, and its budget, go without them.
const QuickActions = lazy(() => import('./quick-actions'));

const AMENITIES = [
  {
    icon: Dumbbell,
    title: msg`Gym`,
    text: msg`A fully equipped gym with daily, monthly, quarterly and yearly plans.`,
  },
  {
    icon: PartyPopper,
    title: msg`Hall Booking`,
    text: msg`Book the podium hall for family functions and society events.`,
  },
  { icon: Car, title: msg`Parking`, text: msg`Register your cars and scooters for covered and open slots.` },
  {
    icon: Bell,
    title: msg`Announcements`,
    text: msg`Notices from the managing committee, as soon as they are posted.`,
  },
  {
    icon: Trophy,
    title: msg`Multipurpose Court`,
    text: msg`Basketball, badminton and box cricket for all ages.`,
  },
  { icon: Baby, title: msg`Kids Play Area`, text: msg`A safe, shaded play area with swings and slides.` },
];

export default function HomePage() {
  const auth = useAuth();
  const { data: settings } = useSettings();
  const { t } = useLingui();

  return (
    <div className="pb-4">
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-foreground/70">
            {t`Members Portal`}
          </p>
          {/* Room is kept for the society's name (three lines on a phone, two wider) and a row for the button, so
              neither pushes the gallery down when the settings and the session arrive after the first paint. */}
          <h1 className="mt-2 min-h-[3lh] max-w-3xl text-3xl font-bold tracking-tight text-primary sm:min-h-[2lh] sm:text-5xl">
            {settings?.name ?? t`Welcome home`}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">
            {t`Gym memberships, hall bookings, parking, repairs, notices and your invoices — everything for residents, in one place.`}
          </p>
          <div className="mt-6 flex min-h-11 flex-wrap gap-3">
            {auth.loading ? null : auth.user ? (
              <Button asChild size="lg">
                <Link to="/dashboard">{t`Go to Dashboard`}</Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to="/auth">{t`Get Started`}</Link>
              </Button>
            )}
          </div>
        </div>
      </section>

      <GalleryCarousel />

      {auth.user ? (
        <Suspense fallback={null}>
          <QuickActions isAdmin={auth.isAdmin} supportEmail={settings?.email} />
        </Suspense>
      ) : null}

      <section className="mx-auto mt-12 max-w-6xl px-4" aria-labelledby="amenities-heading">
        <h2 id="amenities-heading" className="text-2xl font-bold text-primary">
          {t`Amenities`}
        </h2>
        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map(({ icon: Icon, title, text }) => (
            <Card key={title.id}>
              <CardContent className="flex gap-4 pt-5 sm:pt-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary">
                  <Icon className="size-5 text-primary" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{t(title)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
