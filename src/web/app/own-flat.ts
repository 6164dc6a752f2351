import type { Profile } from '@/shared/session';

/** Requests are filed for the flat on the resident's profile, which the form shows read-only. */
export const ownFlatHint = (profile: Profile | null | undefined) =>
  profile?.flat_no ? 'From your profile. The society office can correct it.' : undefined;
