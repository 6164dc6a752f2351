// The roles screen's messages from its contract and the server (src/shared/roles.ts), in the office's language:
// added to server-messages.ts's lookup when the screen's code loads. Keyed by the shared constants' own text, so a
// changed wording shows in English, never stale.
import { msg } from '@lingui/core/macro';
import { ROLES_TEXT } from '@/shared/roles';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  [ROLES_TEXT.unknownRole]: msg`There is no such role`,
  [ROLES_TEXT.unknownArea]: msg`There is no such area of the back-office`,
  [ROLES_TEXT.unknownLevel]: msg`Choose view, manage or approve`,
  [ROLES_TEXT.lastRolesHolder]: msg`At least one person must be able to manage roles`,
  [ROLES_TEXT.noAccount]: msg`No account has this e-mail address. The person must sign up first.`,
});
