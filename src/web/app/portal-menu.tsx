// The header's 'Members Portal' menu: a menu button (WAI-ARIA APG "Menu Button" pattern) written here rather
// than taken from a menu library, whose popper, portal and focus code would be most of a signed-in page's
// download for eight links (issue 19's budgets). Keyboard: arrows, Home and End move, Escape and Tab close.
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useNavigate } from '@/web/lib/router';
import { PORTAL_LINKS } from './portal-links';

const itemsOf = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export default function PortalMenu() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Opening puts the focus on the first entry; a press anywhere outside closes the menu.
  useEffect(() => {
    if (!open) return;
    itemsOf(root.current)[0]?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
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
        aria-label="Members Portal menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <LayoutGrid />
        <span className="hidden sm:inline">Members Portal</span>
        <ChevronDown />
      </Button>
      {open ? (
        <div
          id={id}
          role="menu"
          aria-label="Members Portal"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-1.5 min-w-56 overflow-hidden rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <div role="presentation" className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            Members Portal
          </div>
          {PORTAL_LINKS.map(({ to, label, icon: Icon }) => (
            <a
              key={to}
              href={to}
              role="menuitem"
              tabIndex={-1}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // a new tab, as a link does
                e.preventDefault();
                setOpen(false);
                navigate(to);
              }}
              className="relative flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none hover:bg-muted focus:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground"
            >
              <Icon aria-hidden="true" />
              {label}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
