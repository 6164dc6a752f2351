// Attendance's words from src/shared/attendance (kept there in English for the server and the tests) as the office
// reads them: the departments, the statuses, the months and weekdays in the person's language, and the spec's
// toasts and the schemas' and server's messages (added to server-messages.ts's lookup, so the form's fields and the
// error toasts show them translated).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ATTENDANCE_TEXT, type AttendanceStatus, type StaffDepartment } from '@/shared/attendance/common';
import { INTL_LOCALE } from '@/shared/locales';
import { i18n } from '@/web/lib/i18n';
import { knowMessages } from '@/web/lib/server-messages';
import { displayedLocale } from '@/web/lib/utils';

const DEPARTMENT: Record<StaffDepartment, MessageDescriptor> = {
  office: msg`Office`,
  security: msg`Security`,
  housekeeping: msg`Housekeeping`,
  maintenance: msg`Maintenance`,
  general: msg`General`,
};
const STATUS: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Present`,
  absent: msg`Absent`,
  paid_leave: msg`Paid Leave`,
  casual_leave: msg`Casual Leave`,
  comp_off: msg`Comp Off`,
  sick_leave: msg`Sick Leave`,
  public_holiday: msg`Public Holiday`,
};

/** A department in the person's language; an unknown one as stored. */
export const departmentName = (d: string) => (d in DEPARTMENT ? i18n._(DEPARTMENT[d as StaffDepartment]) : d);
/** An attendance status (or a leave type) in the person's language; an unknown one as stored. */
export const statusName = (s: string) => (s in STATUS ? i18n._(STATUS[s as AttendanceStatus]) : s);

/** A month's name (1–12) in the person's language. */
export const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString(INTL_LOCALE[displayedLocale()], {
    month: 'long',
    timeZone: 'UTC',
  });
/** A calendar date's weekday in the person's language. */
export const weekdayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(INTL_LOCALE[displayedLocale()], {
    weekday: 'long',
    timeZone: 'UTC',
  });

knowMessages(
  {
    [ATTENDANCE_TEXT.title]: msg`Attendance Management`,
    [ATTENDANCE_TEXT.staffAdded]: msg`Staff member added successfully`,
    [ATTENDANCE_TEXT.staffDeactivated]: msg`Staff member deactivated successfully`,
    [ATTENDANCE_TEXT.marked]: msg`Attendance marked successfully`,
    [ATTENDANCE_TEXT.updated]: msg`Attendance updated successfully`,
    [ATTENDANCE_TEXT.adjusted]: msg`Leave balance adjusted successfully`,
    [ATTENDANCE_TEXT.holidayAdded]: msg`Public holiday added successfully`,
    [ATTENDANCE_TEXT.holidayDeactivated]: msg`Public holiday deactivated successfully`,
    [ATTENDANCE_TEXT.exported]: msg`Attendance exported successfully`,
    [ATTENDANCE_TEXT.fetchStaffFailed]: msg`Failed to fetch staff members`,
    [ATTENDANCE_TEXT.fetchBalancesFailed]: msg`Failed to fetch leave balances`,
    [ATTENDANCE_TEXT.fetchAttendanceFailed]: msg`Failed to fetch attendance records`,
    [ATTENDANCE_TEXT.fetchHolidaysFailed]: msg`Failed to fetch public holidays`,
    [ATTENDANCE_TEXT.addStaffFailed]: msg`Failed to add staff member`,
    [ATTENDANCE_TEXT.balanceMissing]: msg`Warning: Staff added but failed to create leave balance`,
    [ATTENDANCE_TEXT.markFailed]: msg`Failed to mark attendance`,
    [ATTENDANCE_TEXT.updateFailed]: msg`Failed to update attendance`,
    [ATTENDANCE_TEXT.adjustFailed]: msg`Failed to adjust leave balance`,
    [ATTENDANCE_TEXT.insufficient]: msg`Insufficient leave balance`,
    [ATTENDANCE_TEXT.belowZero]: msg`Leave balance cannot go below 0`,
    [ATTENDANCE_TEXT.aboveMax]: msg`Leave balance cannot be more than 366 days`,
    [ATTENDANCE_TEXT.staffNotFound]: msg`Staff member not found`,
    [ATTENDANCE_TEXT.staffInactive]: msg`This staff member is no longer active`,
    [ATTENDANCE_TEXT.staffAlreadyInactive]: msg`This staff member is already inactive`,
    [ATTENDANCE_TEXT.recordNotFound]: msg`Attendance record not found`,
    [ATTENDANCE_TEXT.holidayNotFound]: msg`Public holiday not found`,
    [ATTENDANCE_TEXT.holidayAlreadyInactive]: msg`This public holiday is already inactive`,
    [ATTENDANCE_TEXT.staffRequired]: msg`Please select a staff member`,
    [ATTENDANCE_TEXT.statusRequired]: msg`Please choose a status from the list`,
    [ATTENDANCE_TEXT.departmentInvalid]: msg`Please choose a department from the list`,
    [ATTENDANCE_TEXT.leaveTypeInvalid]: msg`Please choose a leave type from the list`,
    [ATTENDANCE_TEXT.yearInvalid]: msg`Please choose a year from 1900 to 2999`,
    [ATTENDANCE_TEXT.monthInvalid]: msg`Please choose a month from 1 to 12`,
    [ATTENDANCE_TEXT.deltaInvalid]: msg`A leave balance is adjusted by +1 or -1`,
    [ATTENDANCE_TEXT.futureDate]: msg`Attendance cannot be marked for a future date`,
    [ATTENDANCE_TEXT.daySaved(1)]: msg`Attendance saved for 1 staff member`,
    [ATTENDANCE_TEXT.dayStaffRepeated]: msg`Each staff member can be marked once for the day`,
    [ATTENDANCE_TEXT.dayEmpty]: msg`There is no active staff member to mark`,
  },
  [
    [
      /^A public holiday is already set for (.+)$/,
      (date) => i18n._(msg`A public holiday is already set for ${date}`),
    ],
    [/^Please choose a date in (\d+)$/, (year) => i18n._(msg`Please choose a date in ${year}`)],
    [
      /^Attendance saved for (\d+) staff members$/,
      (n) => i18n._(msg`Attendance saved for ${n} staff members`),
    ],
  ],
);
