import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
export const PORTAL_LINKS: { to: string; label: MessageDescriptor; icon: LucideIcon }[] = [
  { to: '/membership', label: msg`Gym Membership`, icon: Dumbbell },
  { to: '/podium-booking', label: msg`Podium / Hall Booking`, icon: PartyPopper },
  { to: '/dos-and-donts', label: msg`Do's and Don'ts`, icon: ScrollText },
  { to: '/house-repair-registration', label: msg`House Repairs & Renovations`, icon: Hammer },
  { to: '/parking-registration', label: msg`Car & Scooter Parking`, icon: Car },
  { to: '/announcements', label: msg`Announcements / Notices`, icon: Bell },
  { to: '/feedback', label: msg`Feedback Form`, icon: MessageSquare },
  { to: '/member-invoices', label: msg`My Invoices`, icon: FileText },
];
