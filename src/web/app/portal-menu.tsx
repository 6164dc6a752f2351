// The header's 'Members Portal' menu: a menu button (WAI-ARIA APG "Menu Button" pattern) written here rather
// than taken from a menu library, whose popper, portal and focus code would be most of a signed-in page's
// download for eight links (issue 19's budgets). Keyboard: arrows, Home and End move, Escape and Tab close.
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';

// The entries and their icons load when the menu is first opened (or pointed at): most page views never open it.
const loadItems = () => import('./portal-menu-items');
const PortalMenuItems = lazy(loadItems);

const itemsOf = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export default function PortalMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Opening puts the focus on the first entry (once the entries have loaded); a press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void loadItems().then(() =>
      requestAnimationFrame(() => {
        if (!cancelled) itemsOf(root.current)[0]?.focus();
      }),
    );
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      cancelled = true;
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const all = itemsOf(root.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === ' ') (document.activeElement as HTMLElement | null)?.click();
    else {
      if (e.key === 'Tab') setOpen(false);
      return;
    }
    e.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-label={t`Members Portal menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadItems()}
        onFocus={() => void loadItems()}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <LayoutGrid />
        <span className="hidden sm:inline">{t`Members Portal`}</span>
        <ChevronDown />
      </Button>
      {open ? (
        <div
          id={id}
          role="menu"
          aria-label={t`Members Portal`}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-1.5 min-w-56 overflow-hidden rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <Suspense fallback={<div className="h-72 w-56" aria-hidden="true" />}>
            <PortalMenuItems onChoose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
