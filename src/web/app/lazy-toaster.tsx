// sonner's Toaster, loaded when the first toast is shown or once the page has loaded and gone idle, so
// that it never competes with what a page needs for its first paint.
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onFirstToast } from '@/web/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const unsubscribe = onFirstToast(want);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      timer = setTimeout(want, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" />
    </Suspense>
  ) : null;
}
