// Changing the password (the profile tab): the messages of its schema and the server (src/shared/account.ts), in the
// person's language: added to server-messages.ts's lookup when this folder's code loads, so their text and
// translations download with this folder's screens (its own chunk and catalogue), not with every form.
import { msg } from '@lingui/core/macro';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  'Please fill in all password fields': msg`Please fill in all password fields`,
  'New passwords do not match': msg`New passwords do not match`,
  'Password must be at least 6 characters long': msg`Password must be at least 6 characters long`,
  'Current password is incorrect': msg`Current password is incorrect`,
});
