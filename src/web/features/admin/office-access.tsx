// What the signed-in person may do in the back-office, from their roles' reach (/api/me): the sidebar, the screens
// and their buttons show only that. The server refuses the rest on its own (403); this only spares a click.
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { AREA_OF_SCREEN, can, type Permission, type Reach } from '@/shared/permissions';
import { useAuth } from '@/web/app/auth';
import { Button } from '@/web/components/ui/button';
import { Link } from '@/web/lib/router';

/** Whether the signed-in person reaches `need` (an area and the least level, e.g. 'inventory:manage'). */
export function useCan(need: Permission) {
  return can(useAuth().reach, need);
}

/** Its children only for a person who reaches `need`: an office screen's change buttons are wrapped in it. */
export function Can({ need, children }: { need: Permission; children: ReactNode }) {
  return useCan(need) ? children : null;
}

/**
 * A form's fields, shown but not changeable by a person who may only read its area (a disabled fieldset); its save
 * button goes in <Can> beside them.
 */
export function Fields({ need, children }: { need: Permission; children: ReactNode }) {
  return (
    <fieldset disabled={!useCan(need)} className="contents">
      {children}
    </fieldset>
  );
}

/**
 * Whether a person may open the screen at an /admin path (a route pattern of ADMIN_SCREENS, or a link's address):
 * the dashboard and analytics are every back-office role's, the others need a look at their area.
 */
export function reachesScreen(reach: Reach, path: string) {
  const area = AREA_OF_SCREEN[path.replace(/^\/admin\/?/, '')];
  return area ? can(reach, `${area}:view`) : area === null;
}

/** An office screen opened by its address by someone whose roles do not reach it: said plainly, nothing loaded. */
export function NoAccess() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center shadow-sm"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary">
          <ShieldOff className="size-6 text-primary" aria-hidden />
        </span>
        <h1 className="text-lg font-semibold">{t`You do not have access to this part of the office`}</h1>
        <p className="text-sm text-muted-foreground">
          {t`Your committee role does not include it. Ask the chairman or the secretary if you need it.`}
        </p>
        <Button asChild variant="outline">
          <Link to="/admin">
            <ArrowLeft aria-hidden /> {t`Back to Admin`}
          </Link>
        </Button>
      </div>
    </div>
  );
}
