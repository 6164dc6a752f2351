// The office's daily digest of new requests (in digest mode), once a day across all server processes.
import type { AppContext } from '../context.ts';
import { OFFICE_DIGEST_JOB, sendOfficeDigest } from '../platform/office-mail.ts';
import { startDailyJob } from './schedule.ts';

export const startOfficeDigestJob = (ctx: AppContext) =>
  startDailyJob(ctx, OFFICE_DIGEST_JOB, () => sendOfficeDigest(ctx));
