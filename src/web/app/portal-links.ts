import {
  Bell,
  Car,
  Dumbbell,
  FileText,
  Hammer,
  type LucideIcon,
  MessageSquare,
  PartyPopper,
  ScrollText,
} from 'lucide-react';

/** The eight entries of the 'Members Portal' menu. */
export const PORTAL_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/membership', label: 'Gym Membership', icon: Dumbbell },
  { to: '/podium-booking', label: 'Podium / Hall Booking', icon: PartyPopper },
  { to: '/dos-and-donts', label: "Do's and Don'ts", icon: ScrollText },
  { to: '/house-repair-registration', label: 'House Repairs & Renovations', icon: Hammer },
  { to: '/parking-registration', label: 'Car & Scooter Parking', icon: Car },
  { to: '/announcements', label: 'Announcements / Notices', icon: Bell },
  { to: '/feedback', label: 'Feedback Form', icon: MessageSquare },
  { to: '/member-invoices', label: 'My Invoices', icon: FileText },
];
