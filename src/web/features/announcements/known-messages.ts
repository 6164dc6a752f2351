// The notices to acknowledge: their button and replies (src/shared/announcements.ts), in the person's language:
// added to server-messages.ts's lookup when this folder's code loads, so their text and translations download with
// this folder's screens (its own chunk and catalogue), not with every form.
import { msg } from '@lingui/core/macro';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  'I have read this': msg`I have read this`,
  'Thank you: your acknowledgement is recorded': msg`Thank you: your acknowledgement is recorded`,
  'You had already acknowledged this notice': msg`You had already acknowledged this notice`,
  'Only residents of a flat acknowledge notices': msg`Only residents of a flat acknowledge notices`,
});
