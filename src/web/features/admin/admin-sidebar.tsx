// The admin sidebar: 16rem wide, collapsible to a 3rem icon rail (labels then in tooltips), toggled by its
// trigger or ctrl/cmd+B, the choice kept in a cookie for 7 days. Below 768 px it is an 18rem slide-in sheet
// (a modal dialog: focus trapped inside, returned to the trigger on close: admin-sidebar-sheet.tsx).
import { useLingui } from '@lingui/react/macro';
import { PanelLeft } from 'lucide-react';
import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

// The links (their icons, the pending counts) load when they are first shown: at once beside a wide screen, but on
// a phone only when the sheet (and its dialog code) opens, so a screen's first paint there does not wait for a
// score of small files.
const Nav = lazy(() => import('./admin-sidebar-nav'));
const Sheet = lazy(() => import('./admin-sidebar-sheet'));

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
  const { t } = useLingui();
  return (
    <Button
      ref={triggerRef}
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={t`Toggle Sidebar`}
      aria-expanded={isMobile ? mobileOpen : expanded}
      aria-controls={isMobile ? undefined : 'admin-sidebar'}
      aria-keyshortcuts="Control+B Meta+B"
      title={t`Toggle Sidebar (Ctrl+B)`}
      className="shrink-0"
    >
      <PanelLeft />
    </Button>
  );
}

export function AdminSidebar() {
  const { isMobile, expanded, mobileOpen, setMobileOpen, triggerRef } = useSidebar();
  const { t } = useLingui();
  if (isMobile)
    return mobileOpen ? (
      <Suspense fallback={null}>
        <Sheet onClose={() => setMobileOpen(false)} triggerRef={triggerRef} />
      </Suspense>
    ) : null;
  return (
    <aside
      id="admin-sidebar"
      aria-label={t`Admin navigation`}
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'no-print sticky top-0 h-dvh shrink-0 overflow-y-auto overflow-x-hidden border-r bg-card transition-[width] duration-200 motion-reduce:transition-none max-md:hidden',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <Suspense fallback={null}>
        <Nav rail={!expanded} />
      </Suspense>
    </aside>
  );
}
