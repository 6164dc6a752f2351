// The house repair form's messages from its schema and the server (src/shared/house-repairs.ts), in the person's
// language: added to server-messages.ts's lookup when this folder's code loads, so their text and translations
// download with this folder's screens (its own chunk and catalogue), not with every form.
import { msg } from '@lingui/core/macro';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  'Please accept the terms and conditions': msg`Please accept the terms and conditions`,
  'Please select a work type': msg`Please select a work type`,
  'Duration must be at least 1 day': msg`Duration must be at least 1 day`,
  'Duration must be at most 1000 days': msg`Duration must be at most 1000 days`,
  'Please enter a valid amount': msg`Please enter a valid amount`,
});
