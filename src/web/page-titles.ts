// Each screen's name, for the tab's title (router.tsx). Its messages are in the screens' catalogue: a title is
// set once its screen's code, and with it those messages, have arrived.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PagePath } from '@/shared/page-modules';

export const PAGE_TITLES: Record<PagePath, MessageDescriptor> = {
  '/auth': msg`Sign In`,
  '/dashboard': msg`My Dashboard`,
  '/membership': msg`Gym Membership`,
  '/podium-booking': msg`Podium Booking`,
  '/parking-registration': msg`Parking Registration`,
  '/house-repair-registration': msg`House Repair & Renovation`,
  '/announcements': msg`Announcements`,
  '/dos-and-donts': msg`Do's and Don'ts`,
  '/feedback': msg`Feedback`,
  '/member-invoices': msg`My Invoices`,
  '/admin/*': msg`Admin Panel`,
  '/receipt/:kind/:id': msg`Receipt`,
  '*': msg`Page Not Found`,
};
