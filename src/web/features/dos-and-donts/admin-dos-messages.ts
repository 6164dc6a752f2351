// The office's Do's and Don'ts messages from the server (src/shared/dos-and-donts-admin.ts), in the office's
// language: added to server-messages.ts's lookup when the screen's code loads, so they download with its part of the
// office catalogue only. (Its priority's message is every office form's, in the common table.)
import { msg } from '@lingui/core/macro';
import { DOS_AND_DONTS_ADMIN_TEXT } from '@/shared/dos-and-donts-admin';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({ [DOS_AND_DONTS_ADMIN_TEXT.notFound]: msg`Item not found` });
