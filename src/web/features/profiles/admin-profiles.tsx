// /admin/profile-management: every account's profile, its flat confirmation and its role, with the edit
// dialog. Confirming a flat is one click; revoking it or changing a role asks first. Office staff are invited
// here by e-mail, without a flat.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Pencil, ShieldMinus, ShieldPlus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { type AdminProfile, PROFILE_SORTS, profilesAdminApi } from '@/shared/profiles';
import { useAuth } from '@/web/app/auth';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { useTableParams } from '@/web/components/table-params';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { i18n } from '@/web/lib/i18n';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { AdminPageFrame } from '../admin/admin-page-frame';
import { InviteStaffDialog } from './admin-invite-staff-dialog';
import { ProfileEditDialog } from './admin-profile-edit-dialog';
import { useAdminProfiles, useProfileWrite } from './use-admin-profiles';
import './admin-profiles-messages';
import { Can, useCan } from '../admin/office-access';

// The spec's words (PROFILES_TEXT in src/shared/profiles.ts keeps them for the server and the tests), translated.
const UNKNOWN = msg`Unknown`;
const UPDATE_FAILED = msg`Failed to update profile`;

/** An empty value: a dash on screen, words for a screen reader. */
function Blank({ missing }: { missing: boolean }) {
  const { t } = useLingui();
  if (missing) return <span className="text-muted-foreground">{t(UNKNOWN)}</span>;
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{t`Not provided`}</span>
    </>
  );
}

const nameOf = (p: AdminProfile) => p.name ?? i18n._(UNKNOWN);
/** Row buttons sit beside a value, so they are a little shorter than the toolbar's. */
const rowButton = 'h-7 px-2';

export default function AdminProfiles() {
  const { t } = useLingui();
  const manage = useCan('people:manage');
  const table = useTableParams(['flat'], { columns: PROFILE_SORTS, sort: 'name', dir: 'asc' });
  const list = useAdminProfiles(table.query);
  const [editing, setEditing] = useState<AdminProfile | null>(null);
  const [inviting, setInviting] = useState(false);
  const confirm = useConfirm();
  const auth = useAuth();
  const flatWrite = useProfileWrite(profilesAdminApi.setFlatConfirmation);
  const roleWrite = useProfileWrite(profilesAdminApi.setAdminRole);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one row action, with its toast; the row's buttons wait meanwhile. */
  async function act(key: string, run: () => Promise<unknown>, done: string, description: string) {
    setBusy(key);
    try {
      await run();
      toast.success(done, { description });
    } catch (err) {
      toast.error(t(UPDATE_FAILED), { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }

  const confirmFlat = (p: AdminProfile) =>
    act(
      `flat:${p.user_id}`,
      () => flatWrite.mutateAsync({ userId: p.user_id, confirmed: true, flat_no: p.flat_no ?? '' }),
      t`Flat confirmed`,
      `${p.flat_no} – ${nameOf(p)}`,
    );

  async function revokeFlat(p: AdminProfile) {
    const name = nameOf(p);
    const ok = await confirm({
      title: t`Revoke flat confirmation`,
      description: t`${name} will no longer see the invoices of flat ${p.flat_no} until the office confirms it again.`,
      confirmLabel: t`Revoke`,
      destructive: true,
    });
    if (ok)
      await act(
        `flat:${p.user_id}`,
        () => flatWrite.mutateAsync({ userId: p.user_id, confirmed: false }),
        t`Flat confirmation revoked`,
        `${p.flat_no} – ${nameOf(p)}`,
      );
  }

  async function setAdmin(p: AdminProfile, admin: boolean) {
    const self = p.user_id === auth.user?.id;
    const name = nameOf(p);
    const email = p.account_email;
    const ok = await confirm(
      admin
        ? {
            title: t`Grant admin role`,
            description: t`${name} (${email}) will be able to use the whole back-office.`,
            confirmLabel: t`Grant admin`,
          }
        : {
            title: t`Revoke admin role`,
            description: self
              ? t`You will lose access to the back-office at once.`
              : t`${name} (${email}) will no longer be able to use the back-office.`,
            confirmLabel: t`Revoke admin`,
            destructive: true,
          },
    );
    if (!ok) return;
    await act(
      `role:${p.user_id}`,
      () => roleWrite.mutateAsync({ userId: p.user_id, admin }),
      admin ? t`Admin role granted` : t`Admin role revoked`,
      `${nameOf(p)} (${p.account_email})`,
    );
    if (self && !admin) await auth.refresh();
  }

  const columns: Column<AdminProfile>[] = [
    {
      header: t`Name`,
      sort: 'name',
      cell: (p) => (
        <div className="flex flex-col">
          <span className="font-medium">{nameOf(p)}</span>
          {p.profile_id ? null : <span className="text-xs text-muted-foreground">{p.account_email}</span>}
          {p.office_staff ? (
            <Badge variant="secondary" className="w-fit whitespace-nowrap">
              {t`Office staff`}
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Email`,
      cell: (p) => (p.email ? <Email value={p.email} /> : <Blank missing={!p.profile_id} />),
    },
    {
      header: t`Phone`,
      cell: (p) => p.phone ?? <Blank missing={!p.profile_id} />,
      className: 'whitespace-nowrap',
    },
    {
      header: t`Flat`,
      sort: 'flat_no',
      cell: (p) => (
        <FlatCell
          profile={p}
          busy={busy === `flat:${p.user_id}`}
          onConfirm={confirmFlat}
          onRevoke={revokeFlat}
        />
      ),
    },
    { header: t`Nook`, cell: (p) => p.nook_number ?? <Blank missing={!p.profile_id} /> },
    { header: t`Floor`, cell: (p) => p.floor ?? <Blank missing={!p.profile_id} /> },
    {
      header: t`Role`,
      cell: (p) => (
        <div className="flex flex-col items-start gap-1 max-md:items-end">
          <Badge variant={p.is_admin ? 'default' : 'outline'}>{p.is_admin ? t`Admin` : t`Member`}</Badge>
          {manage ? (
            <Button
              variant="ghost"
              size="sm"
              className={rowButton}
              busy={busy === `role:${p.user_id}`}
              icon={p.is_admin ? <ShieldMinus /> : <ShieldPlus />}
              aria-label={`${p.is_admin ? t`Revoke admin` : t`Make admin`}: ${nameOf(p)}`}
              onClick={() => setAdmin(p, !p.is_admin)}
            >
              {p.is_admin ? t`Revoke admin` : t`Make admin`}
            </Button>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Actions`,
      hidden: !manage,
      cell: (p) => (
        <Button
          variant="outline"
          size="sm"
          icon={<Pencil />}
          aria-label={`${t`Edit profile`}: ${nameOf(p)}`}
          onClick={() => setEditing(p)}
        >
          {t`Edit`}
        </Button>
      ),
      className: 'text-right',
    },
  ];

  return (
    <AdminPageFrame
      title={t`Profile Management`}
      description={t`Correct members' details, confirm each member's flat and manage who is an admin.`}
      back
    >
      <DataTable
        label={t`Profiles`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(p) => p.user_id}
        search={t`Search by name, e-mail or flat`}
        filters={[
          {
            name: 'flat',
            label: t`Flat confirmation`,
            options: [
              { value: 'awaiting', label: t`Awaiting confirmation` },
              { value: 'confirmed', label: t`Confirmed` },
            ],
          },
        ]}
        toolbar={
          <Can need="people:manage">
            <Button icon={<UserPlus />} onClick={() => setInviting(true)}>
              {t`Invite Office Staff`}
            </Button>
          </Can>
        }
        empty={{ icon: Users, title: t`No profiles found` }}
        errorTitle={t`Failed to fetch profiles`}
      />
      {editing ? <ProfileEditDialog profile={editing} onClose={() => setEditing(null)} /> : null}
      {inviting ? <InviteStaffDialog onClose={() => setInviting(false)} /> : null}
    </AdminPageFrame>
  );
}

/** The flat number, whether the office has confirmed it, and the action that changes that. */
function FlatCell({
  profile: p,
  busy,
  onConfirm,
  onRevoke,
}: {
  profile: AdminProfile;
  busy: boolean;
  onConfirm(p: AdminProfile): void;
  onRevoke(p: AdminProfile): void;
}) {
  const { t } = useLingui();
  const manage = useCan('people:manage');
  if (!p.flat_no) return <Blank missing={!p.profile_id} />;
  const confirmed = Boolean(p.flat_confirmed_at);
  return (
    <div className="flex flex-col items-start gap-1 max-md:items-end">
      <div className="flex items-center gap-1.5">
        <span className="whitespace-nowrap font-semibold">{p.flat_no}</span>
        {!manage ? null : confirmed ? (
          <Button
            variant="ghost"
            size="sm"
            className={rowButton}
            busy={busy}
            aria-label={`${t`Revoke flat confirmation`}: ${p.flat_no}, ${nameOf(p)}`}
            onClick={() => onRevoke(p)}
          >
            {t`Revoke`}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className={rowButton}
            busy={busy}
            icon={<BadgeCheck />}
            aria-label={`${t`Confirm flat`}: ${p.flat_no}, ${nameOf(p)}`}
            onClick={() => onConfirm(p)}
          >
            {t`Confirm`}
          </Button>
        )}
      </div>
      <Badge variant={confirmed ? 'success' : 'secondary'} className="whitespace-nowrap">
        {confirmed ? t`Confirmed` : t`Awaiting confirmation`}
      </Badge>
      {/* Checked against the flats register (Management → Flats) before the office confirms a flat. */}
      <span
        className={cn(
          'whitespace-nowrap text-xs',
          p.flat_in_register ? 'text-muted-foreground' : 'text-destructive',
        )}
      >
        {p.flat_in_register ? t`In register` : t`Not in register`}
      </span>
    </div>
  );
}

/** An address that wraps after the @ where it can, so a long one does not widen the table. */
function Email({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  return (
    <span className="[overflow-wrap:anywhere]">
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </span>
  );
}
