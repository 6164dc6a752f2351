import { describe, expect, it } from 'vitest';
import { ATTENDANCE_TEXT, leaveChanges, monthRange, yearRange } from './attendance/common.ts';
import { attendanceExportFileName, markAttendanceInput } from './attendance/daily.ts';
import { holidayInput } from './attendance/holidays.ts';
import { adjustInput } from './attendance/leave-balances.ts';
import { staffInput } from './attendance/staff.ts';

const STAFF = '7b0c8d52-54a4-4c1f-9d53-1d5a3f0f2b11';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('leave arithmetic of a status change', () => {
  it('takes a day for a new leave, gives it back when the leave goes, swaps between leaves', () => {
    expect(leaveChanges(null, 'casual_leave')).toEqual({ casual_leave: -1 });
    expect(leaveChanges(null, 'present')).toEqual({});
    expect(leaveChanges('sick_leave', 'present')).toEqual({ sick_leave: 1 });
    expect(leaveChanges('paid_leave', 'comp_off')).toEqual({ paid_leave: 1, comp_off: -1 });
    expect(leaveChanges('casual_leave', 'casual_leave')).toEqual({});
    expect(leaveChanges('absent', 'public_holiday')).toEqual({});
  });
});

describe('add staff', () => {
  it('needs a name and a role; the department defaults to general', () => {
    expect(firstMessage(staffInput.safeParse({ role: 'Guard' }))).toBe('This field is required');
    expect(firstMessage(staffInput.safeParse({ name: 'Ramesh', role: '  ' }))).toBe('This field is required');
    const ok = staffInput.parse({
      name: ' Ramesh Patil ',
      role: 'Guard',
      email: '',
      phone: '',
      joining_date: '',
    });
    expect(ok).toMatchObject({ name: 'Ramesh Patil', department: 'general', email: null, phone: null });
    expect(ok.joining_date).toBeNull();
  });
  it('checks the department, e-mail, phone and joining date', () => {
    const base = { name: 'Ramesh', role: 'Guard' };
    expect(firstMessage(staffInput.safeParse({ ...base, department: 'kitchen' }))).toBe(
      ATTENDANCE_TEXT.departmentInvalid,
    );
    expect(firstMessage(staffInput.safeParse({ ...base, email: 'not-an-email' }))).toBe(
      'Invalid email format',
    );
    expect(firstMessage(staffInput.safeParse({ ...base, phone: '12' }))).toBe(
      'Phone number must be 10-15 digits',
    );
    expect(firstMessage(staffInput.safeParse({ ...base, joining_date: '0000-01-01' }))).toBe(
      'Please enter a valid date',
    );
    expect(firstMessage(staffInput.safeParse({ ...base, address: '<script>x</script>' }))).toBe(
      'Invalid characters detected',
    );
  });
});

describe('mark attendance', () => {
  it('needs a staff member, a real date and a listed status', () => {
    expect(
      firstMessage(markAttendanceInput.safeParse({ attendance_date: '2026-03-02', status: 'present' })),
    ).toBe(ATTENDANCE_TEXT.staffRequired);
    expect(
      firstMessage(
        markAttendanceInput.safeParse({ staff_id: STAFF, attendance_date: '0000-01-01', status: 'present' }),
      ),
    ).toBe('Please enter a valid date');
    expect(
      firstMessage(
        markAttendanceInput.safeParse({ staff_id: STAFF, attendance_date: '2026-03-02', status: 'holiday' }),
      ),
    ).toBe(ATTENDANCE_TEXT.statusRequired);
    expect(
      markAttendanceInput.parse({
        staff_id: STAFF,
        attendance_date: '2026-03-02',
        status: 'sick_leave',
        notes: '',
      }),
    ).toMatchObject({ notes: null });
  });
});

describe('leave balance adjustment', () => {
  it('is +1 or -1 of a leave type, in a sensible year', () => {
    const base = { staff_id: STAFF, year: 2026, leave_type: 'casual_leave' };
    expect(adjustInput.safeParse({ ...base, delta: 1 }).success).toBe(true);
    expect(adjustInput.safeParse({ ...base, delta: -1 }).success).toBe(true);
    expect(firstMessage(adjustInput.safeParse({ ...base, delta: -2 }))).toBe(ATTENDANCE_TEXT.deltaInvalid);
    expect(firstMessage(adjustInput.safeParse({ ...base, delta: 1, leave_type: 'absent' }))).toBe(
      ATTENDANCE_TEXT.leaveTypeInvalid,
    );
    expect(firstMessage(adjustInput.safeParse({ ...base, delta: 1, year: 0 }))).toBe(
      ATTENDANCE_TEXT.yearInvalid,
    );
  });
});

describe('public holidays and ranges', () => {
  it('needs a name and a real date', () => {
    expect(firstMessage(holidayInput.safeParse({ holiday_date: '2026-01-26', year: 2026 }))).toBe(
      'This field is required',
    );
    expect(
      firstMessage(
        holidayInput.safeParse({ holiday_name: 'Republic Day', holiday_date: '2026-02-30', year: 2026 }),
      ),
    ).toBe('Please enter a valid date');
  });
  it('refuses a holiday dated outside the year it is added to', () => {
    expect(
      firstMessage(
        holidayInput.safeParse({ holiday_name: 'Republic Day', holiday_date: '2031-01-26', year: 2026 }),
      ),
    ).toBe('Please choose a date in 2026');
  });
  it('works out half-open year and month ranges and the export name', () => {
    expect(yearRange(2026)).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(attendanceExportFileName(2026, 3)).toBe('attendance_2026-03.csv');
  });
});
