// Each office screen's list of message parts (./office-messages.ts) against its code: a screen drawing an office
// component of another folder must download that folder's part too, or its messages would show as bare ids.
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '@/shared/admin-screens';
import { FEATURES_DIR, officePart, reached } from '@/web/locales/message-folders';
import { OFFICE_MESSAGES } from './office-messages';

describe.each([...new Set(Object.values(ADMIN_SCREENS))])('the office screen %s', (module) => {
  it('downloads every part of the back-office catalogue its code draws', () => {
    const parts = [...reached(`${FEATURES_DIR}/${module}.tsx`)]
      .map(officePart)
      .filter((part) => part !== null);
    expect([...OFFICE_MESSAGES[module]].sort()).toEqual([...new Set(parts)].sort());
  });
});

it('finds the parts of other folders', () => {
  // The dashboard draws the gallery's office dialogs: a walker missing imports would find only its own.
  expect([...reached(`${FEATURES_DIR}/admin/admin-dashboard.tsx`)].map(officePart)).toContain('gallery');
});
