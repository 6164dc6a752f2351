// Where a resident who signed up from a page that asked for it goes once the address is verified: the mailed
// link opens /auth?verified=1 later, in this browser, so the page is kept in its storage until then.
import { returnPath } from '@/web/lib/return-to';

const KEY = 'return-after-sign-up';

export function rememberReturn(path: string | null) {
  try {
    if (path) localStorage.setItem(KEY, path);
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the verified resident lands on the home page instead
  }
}

export function takeRememberedReturn(): string | null {
  try {
    const path = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return returnPath(path);
  } catch {
    return null;
  }
}
