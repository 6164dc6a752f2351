/**
 * A timestamp on the society's clock (Asia/Kolkata, en-IN), whatever zone the admin's device is in.
 * Kept in the back-office chunk: the shared formatDateTime (browser zone) sits in every resident bundle.
 */
export const societyTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
