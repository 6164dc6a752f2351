// An audit entry's action reads in the office's language; one the list does not know yet shows as recorded.
import { expect, it } from 'vitest';
import { activate } from '@/web/lib/i18n';
import { messages as hi } from '../../locales/office/dashboard/hi.po';
import { messages as mr } from '../../locales/office/dashboard/mr.po';
import { actionLabel } from './audit-entry';

it('names the actions in Marathi and Hindi, and an unknown one as recorded', () => {
  activate('mr', mr);
  expect(actionLabel('inventory_item_created')).toBe('साठ्यात वस्तू जोडली');
  expect(actionLabel('parking_registration_approved')).toBe('पार्किंग नोंदणी मंजूर केली');
  expect(actionLabel('boiler_serviced')).toBe('Boiler serviced');
  activate('hi', hi);
  expect(actionLabel('attendance_marked')).toBe('हाज़िरी दर्ज की');
  activate('en', {});
  expect(actionLabel('sign_in_failed')).toBe('Sign in failed');
});
