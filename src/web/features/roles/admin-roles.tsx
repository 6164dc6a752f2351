// /admin/roles: how far each committee role reaches in each area of the back-office (the society adjusts the
// defaults), and who holds which roles: give a person a role by their e-mail, or take one away (asked first).
// The server refuses a change that would leave nobody able to manage roles (409); its message is shown.
import { useLingui } from '@lingui/react/macro';
import { UserPlus, Users, X } from 'lucide-react';
import { useState } from 'react';
import { ROLES } from '@/shared/permissions';
import { type RoleHolder, rolesAdminApi } from '@/shared/roles';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { Can, useCan } from '../admin/office-access';
import { GiveRoleDialog } from './admin-give-role-dialog';
import { ReachMatrix } from './admin-reach-matrix';
import { ROLE_NAMES } from './admin-role-words';
import { useRoleHolders, useRolesWrite } from './use-admin-roles';
import './admin-roles-messages';

export default function AdminRoles() {
  const { t, i18n } = useLingui();
  const table = useTableParams(['role']);
  const holders = useRoleHolders(table.query);
  const manage = useCan('roles:manage');
  const confirm = useConfirm();
  const revoke = useRolesWrite(rolesAdminApi.revoke);
  const [giving, setGiving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const who = (h: RoleHolder) => h.name ?? h.email;

  async function remove(h: RoleHolder, role: RoleHolder['roles'][number]) {
    const name = i18n._(ROLE_NAMES[role]);
    const person = who(h);
    const ok = await confirm({
      title: t`Remove a role`,
      description: t`${person} (${h.email}) will no longer be ${name}.`,
      confirmLabel: t`Remove`,
      destructive: true,
    });
    if (!ok) return;
    setBusy(`${h.user_id}:${role}`);
    try {
      await revoke.mutateAsync({ userId: h.user_id, role });
      toast.success(t`Role removed`, { description: `${person}: ${name}` });
    } catch (err) {
      toast.error(t`Failed to remove the role`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<RoleHolder>[] = [
    { header: t`Name`, cell: (h) => <span className="font-medium">{h.name ?? '—'}</span> },
    { header: t`Email`, cell: (h) => <span className="[overflow-wrap:anywhere]">{h.email}</span> },
    { header: t`Flat`, cell: (h) => h.flat_no ?? '—', className: 'whitespace-nowrap' },
    {
      header: t`Roles`,
      cell: (h) => (
        <ul className="flex flex-wrap gap-1.5 max-md:justify-end">
          {h.roles.map((role) => (
            <li key={role}>
              <Badge variant="secondary" className="gap-1 whitespace-nowrap pr-1">
                {i18n._(ROLE_NAMES[role])}
                {manage ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-5 rounded-full"
                    busy={busy === `${h.user_id}:${role}`}
                    aria-label={`${t`Remove a role`}: ${i18n._(ROLE_NAMES[role])}, ${who(h)}`}
                    onClick={() => remove(h, role)}
                  >
                    <X className="size-3" aria-hidden />
                  </Button>
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <AdminPageFrame
      title={t`Roles`}
      description={t`What each committee role may do in each part of the office, and who holds which role.`}
      back
    >
      <section aria-labelledby="reach-heading" className="mb-8">
        <h2 id="reach-heading" className="mb-1 text-lg font-semibold text-primary">
          {t`What each role may do`}
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          {t`View reads and exports; manage also adds, changes and removes; approve is the second person who approves money actions.`}
        </p>
        <ReachMatrix />
      </section>
      {/* The table is the region of this name. */}
      <div>
        <h2 className="mb-3 text-lg font-semibold text-primary">{t`People with roles`}</h2>
        <DataTable
          label={t`People with roles`}
          table={table}
          list={holders}
          columns={columns}
          rowKey={(h) => h.user_id}
          search={t`Search by name, e-mail or flat`}
          filters={[
            {
              name: 'role',
              label: t({ message: 'Role', context: 'committee' }),
              options: ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) })),
            },
          ]}
          toolbar={
            <Can need="roles:manage">
              <Button icon={<UserPlus />} onClick={() => setGiving(true)}>
                {t`Give a role`}
              </Button>
            </Can>
          }
          empty={{ icon: Users, title: t`Nobody holds a role` }}
          errorTitle={t`Failed to load the people with roles`}
        />
      </div>
      {giving ? <GiveRoleDialog onClose={() => setGiving(false)} /> : null}
    </AdminPageFrame>
  );
}
