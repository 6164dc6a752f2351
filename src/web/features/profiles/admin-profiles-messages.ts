// Profile Management's messages from its schema and the server (src/shared/profiles.ts), in the office's language:
// added to server-messages.ts's lookup when the screen's code loads, so they download with its part of the office
// catalogue only. Keyed by the shared constants' own text, so a changed wording shows in English, never stale.
import { msg } from '@lingui/core/macro';
import { PROFILES_TEXT } from '@/shared/profiles';
import { knowMessages } from '@/web/lib/server-messages';

knowMessages({
  [PROFILES_TEXT.floor]: msg`Floor must be a whole number from 0 to 50`,
  [PROFILES_TEXT.noFlat]: msg`This profile has no flat number to confirm. Add the flat number first.`,
  [PROFILES_TEXT.flatChanged]: msg`The flat number of this profile has changed. Please review it and try again.`,
  [PROFILES_TEXT.lastAdmin]: msg`The last admin cannot be revoked. Grant the admin role to someone else first.`,
  [PROFILES_TEXT.notFound]: msg`No such account`,
  [PROFILES_TEXT.accountExists]: msg`An account with this e-mail already exists. Grant it the admin role from its row instead.`,
});
