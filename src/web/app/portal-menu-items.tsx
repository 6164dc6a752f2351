// The entries of the 'Members Portal' menu (portal-menu.tsx), with their icons: loaded when the menu opens.
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@/web/lib/router';
import { PORTAL_LINKS } from './portal-links';

export default function PortalMenuItems({ onChoose }: { onChoose: () => void }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <>
      <div role="presentation" className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
        {t`Members Portal`}
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
            onChoose();
            navigate(to);
          }}
          className="relative flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none hover:bg-muted focus:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground"
        >
          <Icon aria-hidden="true" />
          {t(label)}
        </a>
      ))}
    </>
  );
}
