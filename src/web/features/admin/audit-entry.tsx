// How one audit entry reads on screen: who acted, what they did, how serious it was, and its details.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@/shared/audit';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { i18n } from '@/web/lib/i18n';
import { capitalize } from '@/web/lib/utils';

const SEVERITY: Record<string, BadgeVariant> = {
  low: 'secondary',
  medium: 'outline',
  high: 'destructive',
  critical: 'destructive',
};

// What the portal records (src/server: audit(…)'s actions), as the office reads it; an action not listed here (a new
// one) shows as recorded, its words spaced and capitalised.
const ACTION: Record<string, MessageDescriptor> = {
  admin_dashboard_viewed: msg`Admin dashboard viewed`,
  admin_granted: msg`Admin granted`,
  admin_revoked: msg`Admin revoked`,
  announcement_acknowledgements_exported: msg`Announcement acknowledgements exported`,
  announcement_created: msg`Announcement created`,
  announcement_reminder_sent: msg`Announcement reminder sent`,
  announcement_updated: msg`Announcement updated`,
  attendance_exported: msg`Attendance exported`,
  attendance_marked: msg`Attendance marked`,
  bank_credit_confirmed: msg`Bank credit confirmed`,
  bank_credit_left_unmatched: msg`Bank credit left unmatched`,
  bank_statement_imported: msg`Bank statement imported`,
  bill_run_discarded: msg`Bill run discarded`,
  bill_run_drafted: msg`Bill run drafted`,
  bill_run_published: msg`Bill run published`,
  bill_run_recomputed: msg`Bill run recomputed`,
  billing_settings_updated: msg`Billing settings updated`,
  charge_exception_removed: msg`Charge exception removed`,
  charge_exception_saved: msg`Charge exception saved`,
  charge_head_added: msg`Charge head added`,
  charge_head_updated: msg`Charge head updated`,
  charge_heads_reordered: msg`Charge heads reordered`,
  dues_cheque_bounced: msg`Dues cheque bounced`,
  dues_exported: msg`Dues exported`,
  dues_payment_recorded: msg`Dues payment recorded`,
  dues_reminders_sent: msg`Dues reminders sent`,
  failed_mails_sent_again: msg`Failed mails sent again`,
  feedback_responded: msg`Feedback responded`,
  feedback_status_changed: msg`Feedback status changed`,
  flat_added: msg`Flat added`,
  flat_confirmation_revoked: msg`Flat confirmation revoked`,
  flat_confirmed: msg`Flat confirmed`,
  flat_deleted: msg`Flat deleted`,
  flat_updated: msg`Flat updated`,
  flats_exported: msg`Flats exported`,
  flats_imported: msg`Flats imported`,
  gallery_image_created: msg`Gallery image created`,
  gallery_image_deleted: msg`Gallery image deleted`,
  gallery_image_updated: msg`Gallery image updated`,
  gallery_images_uploaded: msg`Gallery images uploaded`,
  hall_booking_approved: msg`Hall booking approved`,
  hall_booking_cancelled: msg`Hall booking cancelled`,
  hall_booking_rejected: msg`Hall booking rejected`,
  hall_booking_rules_updated: msg`Hall booking rules updated`,
  house_repair_approved: msg`House repair approved`,
  house_repair_rejected: msg`House repair rejected`,
  inventory_item_created: msg`Inventory item created`,
  inventory_item_deleted: msg`Inventory item deleted`,
  inventory_item_updated: msg`Inventory item updated`,
  inventory_usage_deleted: msg`Inventory usage deleted`,
  inventory_usage_recorded: msg`Inventory usage recorded`,
  inventory_usage_updated: msg`Inventory usage updated`,
  leave_balance_adjusted: msg`Leave balance adjusted`,
  leave_balances_created: msg`Leave balances created`,
  mail_sent_again: msg`Mail sent again`,
  maintenance_invoice_deleted: msg`Maintenance invoice deleted`,
  maintenance_invoice_uploaded: msg`Maintenance invoice uploaded`,
  membership_approved: msg`Membership approved`,
  membership_created: msg`Membership created`,
  membership_expired: msg`Membership expired`,
  membership_rejected: msg`Membership rejected`,
  money_action_approved: msg`Money action approved`,
  money_action_rejected: msg`Money action rejected`,
  money_action_requested: msg`Money action sent for approval`,
  money_approval_rule_changed: msg`Second approver rule changed`,
  memberships_expired: msg`Memberships expired`,
  meter_reading_saved: msg`Meter reading saved`,
  meter_readings_imported: msg`Meter readings imported`,
  office_staff_invited: msg`Office staff invited`,
  parking_registration_approved: msg`Parking registration approved`,
  parking_registration_deleted: msg`Parking registration deleted`,
  parking_registration_rejected: msg`Parking registration rejected`,
  parking_registrations_exported: msg`Parking registrations exported`,
  password_changed: msg`Password changed`,
  password_reset: msg`Password reset`,
  prices_updated: msg`Prices updated`,
  profile_created: msg`Profile created`,
  profile_updated: msg`Profile updated`,
  public_holiday_added: msg`Public holiday added`,
  public_holiday_deactivated: msg`Public holiday deactivated`,
  reconciliation_report_exported: msg`Reconciliation report exported`,
  repair_invoice_deleted: msg`Repair invoice deleted`,
  repair_invoice_uploaded: msg`Repair invoice uploaded`,
  reported_payment_confirmed: msg`Reported payment confirmed`,
  reported_payment_rejected: msg`Reported payment rejected`,
  settings_updated: msg`Settings updated`,
  sign_in: msg`Sign in`,
  sign_in_failed: msg`Sign in failed`,
  sign_up: msg`Sign up`,
  staff_member_added: msg`Staff member added`,
  staff_member_deactivated: msg`Staff member deactivated`,
  stats_report_generated: msg`Stats report generated`,
};

/** An audit entry's action in the person's language. */
export const actionLabel = (action: string) =>
  Object.hasOwn(ACTION, action) ? i18n._(ACTION[action]) : capitalize(action);

const SEVERITY_NAME: Record<string, MessageDescriptor> = {
  low: msg({ message: 'Low', context: 'severity' }),
  medium: msg({ message: 'Medium', context: 'severity' }),
  high: msg({ message: 'High', context: 'severity' }),
  critical: msg({ message: 'Critical', context: 'severity' }),
};

export function SeverityBadge({ severity }: { severity: string }) {
  const { i18n } = useLingui();
  const name = SEVERITY_NAME[severity];
  return (
    <Badge variant={SEVERITY[severity] ?? 'outline'}>{name ? i18n._(name) : capitalize(severity)}</Badge>
  );
}

export function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  if (!entry.user_id) return <span className="text-muted-foreground">{t`System`}</span>;
  if (!entry.user_email) return <span className="text-muted-foreground">{t`Deleted user`}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium">{entry.user_name}</span>
      <span className="break-all text-xs text-muted-foreground">{entry.user_email}</span>
    </span>
  );
}

/** Details as 'key: value' pairs; nested values as compact JSON. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object' || Array.isArray(details)) return JSON.stringify(details);
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}
