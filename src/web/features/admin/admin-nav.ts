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
  Users,
  Wallet,
} from 'lucide-react';
import type { AdminBadges } from '@/shared/admin';

export interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only this exact path is active (the dashboard would otherwise match every admin path). */
  end?: boolean;
  badge?: keyof AdminBadges;
}

export const ADMIN_NAV: { label?: string; links: AdminLink[] }[] = [
  { links: [{ to: '/admin', label: 'Dashboard/Gallery', icon: LayoutDashboard, end: true }] },
  {
    label: 'Content Management',
    links: [
      { to: '/admin/announcements', label: 'Announcements', icon: Megaphone },
      { to: '/admin/dos-and-donts', label: "Do's and Don'ts", icon: ListChecks },
      { to: '/admin/feedback', label: 'Feedback', icon: MessagesSquare },
    ],
  },
  {
    label: 'Approvals',
    links: [
      { to: '/admin/parking-approval', label: 'Parking Approval', icon: Car, badge: 'parking' },
      { to: '/admin/gym-hall-management', label: 'Gym & Hall', icon: Dumbbell, badge: 'gymHall' },
      { to: '/admin/house-repair', label: 'House Repair', icon: Drill, badge: 'repairs' },
    ],
  },
  {
    label: 'Management',
    links: [
      { to: '/admin/profile-management', label: 'Profile Management', icon: Users },
      { to: '/admin/flats', label: 'Flats', icon: Building2 },
      { to: '/admin/inventory', label: 'Inventory', icon: Package },
      { to: '/admin/attendance', label: 'Attendance', icon: CalendarCheck },
      { to: '/admin/maintenance-invoices', label: 'Maintenance Invoices', icon: ReceiptIndianRupee },
      { to: '/admin/repair-invoices', label: 'Repair Invoices', icon: Receipt },
      { to: '/admin/billing', label: 'Billing', icon: Calculator },
      { to: '/admin/dues', label: 'Dues', icon: Wallet },
      { to: '/admin/reported-payments', label: 'Reported Payments', icon: HandCoins },
      { to: '/admin/reconciliation', label: 'Bank Reconciliation', icon: Landmark },
      { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
      { to: '/admin/settings', label: 'Settings', icon: Settings },
    ],
  },
  { links: [{ to: '/', label: 'Go to Home', icon: Home }] },
];
