// How far each committee role reaches in each area of the back-office: a level per role and area (none, view,
// manage, approve), saved a role at a time after a confirmation. A table of areas × roles on a wide screen, one card
// per role on a phone. Read-only for a person who may only look at the roles.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Save, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AREAS, type Area, LEVELS, type Level, type Role } from '@/shared/permissions';
import { type RoleRow, rolesAdminApi } from '@/shared/roles';
import { useConfirm } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/page-states';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { useCan } from '../admin/office-access';
import { AREA_NAMES, LEVEL_NAMES, ROLE_NAMES } from './admin-role-words';
import { useRoles, useRolesWrite } from './use-admin-roles';
import './admin-roles-messages';

type Choice = Level | 'none';
type Draft = Record<Area, Choice>;

const draftOf = (row: RoleRow): Draft =>
  Object.fromEntries(AREAS.map((a) => [a, row.reach[a] ?? 'none'])) as Draft;
const sameDraft = (a: Draft, b: Draft) => AREAS.every((area) => a[area] === b[area]);

export function ReachMatrix() {
  const { t, i18n } = useLingui();
  const roles = useRoles();
  const manage = useCan('roles:manage');
  const confirm = useConfirm();
  const write = useRolesWrite(rolesAdminApi.setReach);
  const [drafts, setDrafts] = useState<Partial<Record<Role, Draft>>>({});
  const [saving, setSaving] = useState<Role | null>(null);
  // What the server holds replaces the drafts whenever it answers (after a save, or another person's).
  useEffect(() => {
    if (roles.data) setDrafts(Object.fromEntries(roles.data.items.map((r) => [r.role, draftOf(r)])));
  }, [roles.data]);

  if (roles.isError)
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t`Failed to load the roles`}
        message={inLanguage(errorMessage(roles.error))}
        onRetry={() => roles.refetch()}
      />
    );
  if (!roles.data) return <Skeleton className="h-96 w-full" />;
  const rows = roles.data.items;

  const choose = (role: Role, area: Area, choice: Choice) =>
    setDrafts((d) => ({ ...d, [role]: { ...(d[role] as Draft), [area]: choice } }));
  const changed = (row: RoleRow) => {
    const draft = drafts[row.role];
    return Boolean(draft && !sameDraft(draft, draftOf(row)));
  };

  async function save(row: RoleRow) {
    const draft = drafts[row.role];
    if (!draft) return;
    const name = i18n._(ROLE_NAMES[row.role]);
    const ok = await confirm({
      title: t`Save the reach of ${name}`,
      description: t`Everyone who holds this role (${row.holders}) gets the new reach at once.`,
      confirmLabel: t`Save`,
    });
    if (!ok) return;
    setSaving(row.role);
    try {
      const reach = Object.fromEntries(AREAS.map((a) => [a, draft[a] === 'none' ? null : draft[a]]));
      await write.mutateAsync({ role: row.role, reach });
      toast.success(t`Reach saved`, { description: name });
    } catch (err) {
      toast.error(t`Failed to save the reach`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setSaving(null);
    }
  }

  const cell = (row: RoleRow, area: Area, className?: string) => {
    const value = drafts[row.role]?.[area] ?? 'none';
    const label = `${i18n._(AREA_NAMES[area])}, ${i18n._(ROLE_NAMES[row.role])}`;
    if (!manage)
      return (
        <span className={value === 'none' ? 'text-muted-foreground' : undefined}>
          {i18n._(LEVEL_NAMES[value])}
        </span>
      );
    return (
      <NativeSelect
        aria-label={label}
        className={className}
        value={value}
        disabled={saving === row.role}
        onChange={(e) => choose(row.role, area, e.target.value as Choice)}
      >
        {(['none', ...LEVELS] as const).map((choice) => (
          <option key={choice} value={choice}>
            {i18n._(LEVEL_NAMES[choice])}
          </option>
        ))}
      </NativeSelect>
    );
  };
  const saveButton = (row: RoleRow) =>
    manage ? (
      <Button
        size="sm"
        icon={<Save />}
        busy={saving === row.role}
        disabled={!changed(row)}
        aria-label={`${t`Save`}: ${i18n._(ROLE_NAMES[row.role])}`}
        onClick={() => save(row)}
      >
        {t`Save`}
      </Button>
    ) : null;

  return (
    <>
      {/* A wide screen: the areas down, the roles across. */}
      <div className="hidden overflow-x-auto rounded-lg border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Reach of each role in each area`}</caption>
          <thead>
            <tr className="border-b bg-muted/50 text-left">
              <th scope="col" className="px-3 py-2 font-medium">
                {t({ message: 'Area', context: 'of the office' })}
              </th>
              {rows.map((row) => (
                <th key={row.role} scope="col" className="px-2 py-2 font-medium">
                  {i18n._(ROLE_NAMES[row.role])}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {plural(row.holders, { one: '# person', other: '# people' })}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {AREAS.map((area) => (
              <tr key={area} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {i18n._(AREA_NAMES[area])}
                </th>
                {rows.map((row) => (
                  <td key={row.role} className="px-2 py-1.5">
                    {cell(row, area, 'h-9 w-full min-w-24')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {manage ? (
            <tfoot>
              <tr className="border-t bg-muted/30">
                <td />
                {rows.map((row) => (
                  <td key={row.role} className="px-2 py-2">
                    {saveButton(row)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {/* A phone: one card per role. */}
      <div className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <section key={row.role} className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 className="font-semibold">
                {i18n._(ROLE_NAMES[row.role])}{' '}
                <span className="text-xs font-normal text-muted-foreground">
                  {plural(row.holders, { one: '# person', other: '# people' })}
                </span>
              </h3>
              {saveButton(row)}
            </div>
            <dl className="grid gap-2">
              {AREAS.map((area) => (
                <div key={area} className="flex items-center justify-between gap-3">
                  <dt className="text-sm">{i18n._(AREA_NAMES[area])}</dt>
                  <dd className="shrink-0">{cell(row, area, 'h-9 w-32')}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
