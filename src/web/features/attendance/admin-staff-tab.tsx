// Staff Members: the register (searched, filtered and paged on the server), Add Staff, each row's registration
// print preview, and Deactivate after a confirmation.
import { useLingui } from '@lingui/react/macro';
import { Plus, Printer, Users, UserX } from 'lucide-react';
import { useState } from 'react';
import { ATTENDANCE_TEXT, STAFF_DEPARTMENTS } from '@/shared/attendance/common';
import type { StaffMember } from '@/shared/attendance/staff';
import { documentUrl } from '@/shared/documents';
import { ACTIVE_STATUS_FILTER, ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { PrintPreview } from '@/web/components/print-preview';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { Can, useCan } from '../admin/office-access';
import { AddStaffDialog } from './admin-add-staff-dialog';
import { departmentName } from './admin-attendance-words';
import { useDeactivateStaff, useStaff } from './use-admin-attendance';

export function StaffTab() {
  const manage = useCan('attendance:manage');
  const table = useTableParams(['status', 'department']);
  const list = useStaff(table.query);
  const deactivate = useDeactivateStaff();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [printing, setPrinting] = useState<StaffMember | null>(null);
  const { t } = useLingui();
  const departmentFilter = {
    name: 'department' as const,
    label: t`Department`,
    options: STAFF_DEPARTMENTS.map((d) => ({ value: d, label: departmentName(d) })),
  };

  async function retire(s: StaffMember) {
    const yes = await confirm({
      title: t`Deactivate staff member`,
      description: t`Are you sure you want to deactivate ${s.name}? Their attendance and leave records are kept, and no new attendance can be marked for them.`,
      confirmLabel: t`Deactivate`,
      destructive: true,
    });
    if (!yes) return;
    try {
      await deactivate.mutateAsync(s.id);
      toast.success(inLanguage(ATTENDANCE_TEXT.staffDeactivated), { description: s.name });
    } catch (err) {
      toast.error(t`Error`, { description: inLanguage(errorMessage(err)) });
    }
  }

  const columns: Column<StaffMember>[] = [
    {
      header: t`Staff Member`,
      cell: (s) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{s.name}</span>
          {s.staff_type ? <span className="text-xs text-muted-foreground">{s.staff_type}</span> : null}
        </div>
      ),
    },
    { header: t`Role`, cell: (s) => s.role },
    { header: t`Department`, cell: (s) => departmentName(s.department) },
    {
      header: t`Contact`,
      cell: (s) =>
        s.phone || s.email ? (
          <div className="flex flex-col items-start max-md:items-end">
            {s.phone ? <span className="whitespace-nowrap">{s.phone}</span> : null}
            {s.email ? <span className="break-all text-xs text-muted-foreground">{s.email}</span> : null}
          </div>
        ) : (
          '—'
        ),
    },
    { header: t`Joining Date`, cell: (s) => formatDate(s.joining_date), className: 'whitespace-nowrap' },
    { header: t`Status`, cell: (s) => <ActiveBadge active={s.is_active} /> },
    {
      header: t`Actions`,
      cell: (s) => (
        <div className="flex flex-wrap gap-1.5 max-md:justify-end">
          <Button
            size="sm"
            variant="outline"
            icon={<Printer />}
            aria-label={t`Print registration: ${s.name}`}
            onClick={() => setPrinting(s)}
          >
            {t`Print`}
          </Button>
          {manage && s.is_active ? (
            <Button
              size="sm"
              variant="destructive"
              icon={<UserX />}
              aria-label={t`Deactivate: ${s.name}`}
              onClick={() => retire(s)}
            >
              {t`Deactivate`}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t`Staff members`}
        table={table}
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        search={t`Search by name, role or phone`}
        filters={[ACTIVE_STATUS_FILTER, departmentFilter]}
        toolbar={
          <Can need="attendance:manage">
            <Button icon={<Plus />} onClick={() => setAdding(true)}>
              {t`Add Staff`}
            </Button>
          </Can>
        }
        empty={{
          icon: Users,
          title: t`No staff members found`,
          message: t`Add a staff member, or try another search.`,
        }}
        errorTitle={inLanguage(ATTENDANCE_TEXT.fetchStaffFailed)}
      />
      {adding ? <AddStaffDialog onClose={() => setAdding(false)} /> : null}
      {printing ? <StaffPrint staff={printing} onClose={() => setPrinting(null)} /> : null}
    </>
  );
}

/** The staff registration form on paper (spec section 3, 'print only'), with the ID proof. */
function StaffPrint({ staff: s, onClose }: { staff: StaffMember; onClose(): void }) {
  const { t } = useLingui();
  return (
    <PrintPreview
      title={t`Staff Registration`}
      onClose={onClose}
      sections={[
        {
          heading: t`Staff Member`,
          fields: [
            [t`Name`, s.name],
            [t`Staff Type`, s.staff_type],
            [t`Phone`, s.phone],
            [t`Address`, s.address],
            [t`Work Timings`, s.work_timings],
            [t`Salary Details`, s.salary_details],
            [t`Reference Details`, s.reference_details],
          ],
        },
        {
          heading: t`Identity Proof`,
          fields: [
            [t`Identity Proof Type`, s.identity_proof_type],
            [t`Identity Proof Number`, s.identity_proof_number],
          ],
        },
        {
          heading: t`Employment`,
          fields: [
            [t`Role`, s.role],
            [t`Department`, departmentName(s.department)],
            [t`Joining Date`, s.joining_date ? formatDate(s.joining_date) : null],
            [t`Email`, s.email],
          ],
        },
      ]}
      attachment={{ label: t`ID Proof`, url: s.id_proof_url ? documentUrl(s.id_proof_url) : null }}
    />
  );
}
