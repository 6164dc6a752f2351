// Where signing in returns to: the page that asked for it (a mailed invoice link, say). Only a path on this
// site is followed, never a full or protocol-relative URL, so a crafted link cannot send anyone elsewhere.
import { useLocation } from './router';

/** The path itself when it is a same-site path worth returning to; otherwise null. */
export function returnPath(raw: string | null | undefined): string | null {
  // '//host' and '/\host' are other sites to a browser (which also drops tabs and newlines, hence the origin check).
  if (!raw?.startsWith('/') || /^\/[/\\]/.test(raw)) return null;
  const url = new URL(raw, 'http://same.site');
  if (url.origin !== 'http://same.site' || url.pathname === '/' || url.pathname.startsWith('/auth'))
    return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, told to return to `here`. */
export function signInPath(here: string) {
  const back = returnPath(here);
  return back ? `/auth?next=${encodeURIComponent(back)}` : '/auth';
}

/** The sign-in page, told to return to the current page. */
export function useSignInPath() {
  const { pathname, search } = useLocation();
  return signInPath(pathname + search);
}
