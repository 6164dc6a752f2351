// The admin sidebar's links in the spec's groups (admin-nav.ts), with each approval's pending count; as an icon
// rail, a label shows in a tooltip of our own (Radix's would share its positioning code with the residents' menu
// and so split, and grow, the residents' bundle). Loaded by the sidebar when the links are first shown.
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useEffect, useState } from 'react';
import { useAuth } from '@/web/app/auth';
import { NavLink } from '@/web/lib/router';
import { cn } from '@/web/lib/utils';
import { ADMIN_NAV, type AdminLink } from './admin-nav';
import { useAdminBadges } from './badges';
import { reachesScreen } from './office-access';

export default function AdminSidebarNav({ rail, onNavigate }: { rail: boolean; onNavigate?: () => void }) {
  const badges = useAdminBadges();
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { reach } = useAuth();
  // Only the screens the person's roles reach (the way home is everyone's); a group left empty is not shown.
  const groups = ADMIN_NAV.map((group) => ({
    ...group,
    links: group.links.filter((link) => !link.to.startsWith('/admin') || reachesScreen(reach, link.to)),
  })).filter((group) => group.links.length);
  const [tip, setTip] = useState<{ text: string; top: number } | null>(null);
  // Escape hides the tooltip without moving focus or the pointer (WCAG 1.4.13).
  useEffect(() => {
    if (!tip) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setTip(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tip]);
  useEffect(() => {
    if (!rail) setTip(null);
  }, [rail]);
  const tooltip = (text: string) =>
    rail
      ? {
          onMouseEnter: (e: { currentTarget: HTMLElement }) => showTip(e.currentTarget, text),
          onFocus: (e: { currentTarget: HTMLElement }) => showTip(e.currentTarget, text),
          onMouseLeave: () => setTip(null),
          onBlur: () => setTip(null),
        }
      : {};
  const showTip = (el: HTMLElement, text: string) => {
    const r = el.getBoundingClientRect();
    setTip({ text, top: r.top + r.height / 2 });
  };

  return (
    <nav aria-label={t`Admin`} className={cn('flex flex-col gap-4 py-4', rail ? 'px-1.5' : 'px-3')}>
      {groups.map((group) => (
        <div key={group.links[0].to} className="flex flex-col gap-1">
          {group.label ? (
            <p
              className={cn(
                'px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                rail && 'sr-only',
              )}
            >
              {_(group.label)}
            </p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {group.links.map((link) => {
              const count = link.badge ? badges.data?.[link.badge] : undefined;
              const label = _(link.label);
              return (
                <li key={link.to}>
                  <NavItem
                    link={link}
                    label={label}
                    rail={rail}
                    count={count}
                    onNavigate={onNavigate}
                    {...tooltip(count ? `${label} (${count})` : label)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {tip ? (
        <span
          aria-hidden
          className="pointer-events-none fixed left-14 z-50 -translate-y-1/2 whitespace-nowrap rounded-md bg-foreground px-2.5 py-1 text-xs text-background shadow-md"
          style={{ top: tip.top }}
        >
          {tip.text}
        </span>
      ) : null}
    </nav>
  );
}

function NavItem({
  link,
  label,
  rail,
  count,
  onNavigate,
  ...events
}: {
  link: AdminLink;
  /** The link's label in the person's language. */
  label: string;
  rail: boolean;
  count: number | undefined;
  onNavigate?: () => void;
} & Pick<ComponentProps<'a'>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>) {
  const Icon = link.icon;
  const { t } = useLingui();
  return (
    <NavLink
      to={link.to}
      end={link.end}
      onClick={onNavigate}
      aria-label={count ? t`${label}, ${count} pending` : undefined}
      {...events}
      className={({ isActive }) =>
        cn(
          'relative flex h-9 items-center gap-3 rounded-md text-sm transition-colors hover:bg-muted',
          rail ? 'justify-center px-0' : 'px-2',
          isActive && 'bg-secondary font-medium text-secondary-foreground',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className={cn('min-w-0 flex-1 truncate', rail && 'sr-only')}>{label}</span>
      {count ? (
        <span
          aria-hidden
          className={cn(
            'rounded-full bg-destructive px-1.5 text-xs font-semibold leading-5 text-destructive-foreground',
            rail && 'absolute -right-0.5 -top-0.5 min-w-4 px-1 text-[0.625rem] leading-4',
          )}
        >
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
