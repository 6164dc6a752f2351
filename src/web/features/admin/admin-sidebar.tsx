// The admin sidebar: 16rem wide, collapsible to a 3rem icon rail (labels then in tooltips), toggled by its
// trigger or ctrl/cmd+B, the choice kept in a cookie for 7 days. Below 768 px it is an 18rem slide-in sheet
// (a modal dialog: focus trapped inside, returned to the trigger on close).
// The rail's tooltip is a few lines of our own: Radix's would share its positioning code with the residents'
// menu and so split (and grow) the residents' bundle.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { PanelLeft, X } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from '@/web/components/ui/button';
import { NavLink } from '@/web/lib/router';
import { cn } from '@/web/lib/utils';
import { ADMIN_NAV, type AdminLink } from './admin-nav';
import { useAdminBadges } from './badges';

const COOKIE = 'admin_sidebar';
const COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
const MOBILE_QUERY = '(max-width: 767px)';

const readExpanded = () => !document.cookie.split('; ').includes(`${COOKIE}=collapsed`);
const writeExpanded = (expanded: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value, read back by readExpanded
  document.cookie = `${COOKIE}=${expanded ? 'expanded' : 'collapsed'}; path=/admin; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
};

function useIsMobile() {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(MOBILE_QUERY);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
  );
}

interface SidebarState {
  isMobile: boolean;
  /** Desktop: full width (true) or icon rail. */
  expanded: boolean;
  mobileOpen: boolean;
  setMobileOpen(open: boolean): void;
  toggle(): void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const SidebarContext = createContext<SidebarState | null>(null);
const useSidebar = () => {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar outside SidebarProvider');
  return ctx;
};

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else
      setExpanded((was) => {
        writeExpanded(!was);
        return !was;
      });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // Growing past the phone width leaves no sheet behind.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const value = useMemo(
    () => ({ isMobile, expanded, mobileOpen, setMobileOpen, toggle, triggerRef }),
    [isMobile, expanded, mobileOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function SidebarTrigger() {
  const { isMobile, expanded, mobileOpen, toggle, triggerRef } = useSidebar();
  return (
    <Button
      ref={triggerRef}
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Toggle Sidebar"
      aria-expanded={isMobile ? mobileOpen : expanded}
      aria-controls={isMobile ? undefined : 'admin-sidebar'}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle Sidebar (Ctrl+B)"
      className="shrink-0"
    >
      <PanelLeft />
    </Button>
  );
}

export function AdminSidebar() {
  const { isMobile, expanded, mobileOpen, setMobileOpen, triggerRef } = useSidebar();
  if (isMobile)
    return (
      <DialogPrimitive.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r bg-card shadow-lg transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              triggerRef.current?.focus();
            }}
          >
            <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
              <DialogPrimitive.Title className="font-semibold text-primary">
                Admin Panel
              </DialogPrimitive.Title>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close navigation">
                  <X />
                </Button>
              </DialogPrimitive.Close>
            </div>
            <Nav rail={false} onNavigate={() => setMobileOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  return (
    <aside
      id="admin-sidebar"
      aria-label="Admin navigation"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'no-print sticky top-0 h-dvh shrink-0 overflow-y-auto overflow-x-hidden border-r bg-card transition-[width] duration-200 motion-reduce:transition-none max-md:hidden',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <Nav rail={!expanded} />
    </aside>
  );
}

function Nav({ rail, onNavigate }: { rail: boolean; onNavigate?: () => void }) {
  const badges = useAdminBadges();
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
    <nav aria-label="Admin" className={cn('flex flex-col gap-4 py-4', rail ? 'px-1.5' : 'px-3')}>
      {ADMIN_NAV.map((group) => (
        <div key={group.links[0].to} className="flex flex-col gap-1">
          {group.label ? (
            <p
              className={cn(
                'px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                rail && 'sr-only',
              )}
            >
              {group.label}
            </p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {group.links.map((link) => {
              const count = link.badge ? badges.data?.[link.badge] : undefined;
              return (
                <li key={link.to}>
                  <NavItem
                    link={link}
                    rail={rail}
                    count={count}
                    onNavigate={onNavigate}
                    {...tooltip(count ? `${link.label} (${count})` : link.label)}
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
  rail,
  count,
  onNavigate,
  ...events
}: {
  link: AdminLink;
  rail: boolean;
  count: number | undefined;
  onNavigate?: () => void;
} & Pick<ComponentProps<'a'>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>) {
  const Icon = link.icon;
  return (
    <NavLink
      to={link.to}
      end={link.end}
      onClick={onNavigate}
      aria-label={count ? `${link.label}, ${count} pending` : undefined}
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
      <span className={cn('min-w-0 flex-1 truncate', rail && 'sr-only')}>{link.label}</span>
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
