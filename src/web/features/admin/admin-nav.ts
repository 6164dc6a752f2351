// The sidebar's links, in the spec's groups and order. A badge names which pending count it shows.
// The icons differ from the residents' menu on purpose: an icon shared with it would be split out of the
// residents' chunk into one of its own, growing what every resident downloads.
import {
  BarChart3,
  Building2,
  Calculator,
  CalendarCheck,
  Car,
  Drill,
  Dumbbell,
  HandCoins,
  Home,
  Landmark,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Package,
  Receipt,
  ReceiptIndianRupee,
  Settings,
  Stamp,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { AdminBadges } from '@/shared/admin';

// The labels are the English messages' ids (/*i18n*/: extracted into the office's catalogue), so this table stays
// plain data for the scripts and journeys that read it; the sidebar shows them with `i18n._`.
export interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only this exact path is active (the dashboard would otherwise match every admin path). */
  end?: boolean;
  badge?: keyof AdminBadges;
}

export const ADMIN_NAV: { label?: string; links: AdminLink[] }[] = [
  { links: [{ to: '/admin', label: /*i18n*/ 'Dashboard/Gallery', icon: LayoutDashboard, end: true }] },
  {
    label: /*i18n*/ 'Content Management',
    links: [
      { to: '/admin/announcements', label: /*i18n*/ 'Announcements', icon: Megaphone },
      { to: '/admin/dos-and-donts', label: /*i18n*/ "Do's and Don'ts", icon: ListChecks },
      { to: '/admin/feedback', label: /*i18n*/ 'Feedback', icon: MessagesSquare },
    ],
  },
  {
    label: /*i18n*/ 'Approvals',
    links: [
      { to: '/admin/parking-approval', label: /*i18n*/ 'Parking Approval', icon: Car, badge: 'parking' },
      { to: '/admin/gym-hall-management', label: /*i18n*/ 'Gym & Hall', icon: Dumbbell, badge: 'gymHall' },
      { to: '/admin/house-repair', label: /*i18n*/ 'House Repair', icon: Drill, badge: 'repairs' },
    ],
  },
  {
    label: /*i18n*/ 'Management',
    links: [
      { to: '/admin/profile-management', label: /*i18n*/ 'Profile Management', icon: Users },
      { to: '/admin/flats', label: /*i18n*/ 'Flats', icon: Building2 },
      { to: '/admin/inventory', label: /*i18n*/ 'Inventory', icon: Package },
      { to: '/admin/attendance', label: /*i18n*/ 'Attendance', icon: CalendarCheck },
      { to: '/admin/maintenance-invoices', label: /*i18n*/ 'Maintenance Invoices', icon: ReceiptIndianRupee },
      { to: '/admin/repair-invoices', label: /*i18n*/ 'Repair Invoices', icon: Receipt },
      { to: '/admin/billing', label: /*i18n*/ 'Billing', icon: Calculator },
      { to: '/admin/dues', label: /*i18n*/ 'Dues', icon: Wallet },
      { to: '/admin/money-approvals', label: /*i18n*/ 'Money Approvals', icon: Stamp },
      { to: '/admin/reported-payments', label: /*i18n*/ 'Reported Payments', icon: HandCoins },
      { to: '/admin/reconciliation', label: /*i18n*/ 'Bank Reconciliation', icon: Landmark },
      { to: '/admin/analytics', label: /*i18n*/ 'Analytics', icon: BarChart3 },
      { to: '/admin/settings', label: /*i18n*/ 'Settings', icon: Settings },
      { to: '/admin/roles', label: /*i18n*/ 'Roles', icon: UserCog },
    ],
  },
  { links: [{ to: '/', label: /*i18n*/ 'Go to Home', icon: Home }] },
];
