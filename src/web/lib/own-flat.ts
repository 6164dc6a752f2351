import { msg } from '@lingui/core/macro';
import type { Profile } from '@/shared/session';
import { i18n } from './i18n';

/** Requests are filed for the flat on the resident's profile, which the form shows read-only. */
export const ownFlatHint = (profile: Profile | null | undefined) =>
  profile?.flat_no ? i18n._(msg`From your profile. The society office can correct it.`) : undefined;
