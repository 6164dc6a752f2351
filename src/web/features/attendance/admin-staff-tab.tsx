// Staff Members: the register (searched, filtered and paged on the server), Add Staff, each row's registration
// print preview, and Deactivate after a confirmation.
import { Plus, Printer, Users, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  ATTENDANCE_TEXT,
  DEPARTMENT_LABELS,
  departmentLabel,
  STAFF_DEPARTMENTS,
} from '@/shared/attendance/common';
import type { StaffMember } from '@/shared/attendance/staff';
import { documentUrl } from '@/shared/documents';
import { ACTIVE_STATUS_FILTER, ActiveBadge } from '@/web/components/active-status';
import { useConfirm } from '@/web/components/confirm-dialog';
import { type Column, DataTable } from '@/web/components/data-table';
import { PrintPreview } from '@/web/components/print-preview';
import { useTableParams } from '@/web/components/table-params';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { formatDate } from '@/web/lib/utils';
import { AddStaffDialog } from './admin-add-staff-dialog';
import { useDeactivateStaff, useStaff } from './use-admin-attendance';

const DEPARTMENT_FILTER = {
  name: 'department' as const,
  label: 'Department',
  options: STAFF_DEPARTMENTS.map((d) => ({ value: d, label: DEPARTMENT_LABELS[d] })),
};

export function StaffTab() {
  const table = useTableParams(['status', 'department']);
  const list = useStaff(table.query);
  const deactivate = useDeactivateStaff();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [printing, setPrinting] = useState<StaffMember | null>(null);

  async function retire(s: StaffMember) {
    const yes = await confirm({
      title: 'Deactivate staff member',
      description: `Are you sure you want to deactivate ${s.name}? Their attendance and leave records are kept, and no new attendance can be marked for them.`,
      confirmLabel: 'Deactivate',
      destructive: true,
    });
    if (!yes) return;
    try {
      await deactivate.mutateAsync(s.id);
      toast.success(ATTENDANCE_TEXT.staffDeactivated, { description: s.name });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  }

  const columns: Column<StaffMember>[] = [
    {
      header: 'Staff Member',
      cell: (s) => (
        <div className="flex flex-col items-start max-md:items-end">
          <span className="font-medium">{s.name}</span>
          {s.staff_type ? <span className="text-xs text-muted-foreground">{s.staff_type}</span> : null}
        </div>
      ),
    },
    { header: 'Role', cell: (s) => s.role },
    { header: 'Department', cell: (s) => departmentLabel(s.department) },
    {
      header: 'Contact',
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
    { header: 'Joining Date', cell: (s) => formatDate(s.joining_date), className: 'whitespace-nowrap' },
    { header: 'Status', cell: (s) => <ActiveBadge active={s.is_active} /> },
    {
      header: 'Actions',
      cell: (s) => (
        <div className="flex flex-wrap gap-1.5 max-md:justify-end">
          <Button
            size="sm"
            variant="outline"
            icon={<Printer />}
            aria-label={`Print registration: ${s.name}`}
            onClick={() => setPrinting(s)}
          >
            Print
          </Button>
          {s.is_active ? (
            <Button
              size="sm"
              variant="destructive"
              icon={<UserX />}
              aria-label={`Deactivate: ${s.name}`}
              onClick={() => retire(s)}
            >
              Deactivate
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Staff members"
        table={table}
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        search="Search by name, role or phone"
        filters={[ACTIVE_STATUS_FILTER, DEPARTMENT_FILTER]}
        toolbar={
          <Button icon={<Plus />} onClick={() => setAdding(true)}>
            Add Staff
          </Button>
        }
        empty={{
          icon: Users,
          title: 'No staff members found',
          message: 'Add a staff member, or try another search.',
        }}
        errorTitle={ATTENDANCE_TEXT.fetchStaffFailed}
      />
      {adding ? <AddStaffDialog onClose={() => setAdding(false)} /> : null}
      {printing ? <StaffPrint staff={printing} onClose={() => setPrinting(null)} /> : null}
    </>
  );
}

/** The staff registration form on paper (spec section 3, 'print only'), with the ID proof. */
function StaffPrint({ staff: s, onClose }: { staff: StaffMember; onClose(): void }) {
  return (
    <PrintPreview
      title="Staff Registration"
      onClose={onClose}
      sections={[
        {
          heading: 'Staff Member',
          fields: [
            ['Name', s.name],
            ['Staff Type', s.staff_type],
            ['Phone', s.phone],
            ['Address', s.address],
            ['Work Timings', s.work_timings],
            ['Salary Details', s.salary_details],
            ['Reference Details', s.reference_details],
          ],
        },
        {
          heading: 'Identity Proof',
          fields: [
            ['Identity Proof Type', s.identity_proof_type],
            ['Identity Proof Number', s.identity_proof_number],
          ],
        },
        {
          heading: 'Employment',
          fields: [
            ['Role', s.role],
            ['Department', departmentLabel(s.department)],
            ['Joining Date', s.joining_date ? formatDate(s.joining_date) : null],
            ['Email', s.email],
          ],
        },
      ]}
      attachment={{ label: 'ID Proof', url: s.id_proof_url ? documentUrl(s.id_proof_url) : null }}
    />
  );
}
