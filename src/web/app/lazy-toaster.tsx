// sonner's Toaster, loaded when the first toast is shown or once the page has loaded and gone idle, so
// that it never competes with what a page needs for its first paint.
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageLoaded } from '@/web/lib/page-loaded';
import { loadSonner, onFirstToast } from '@/web/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  const loaded = usePageLoaded();
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setWanted(true), 1000);
    return () => clearTimeout(timer);
  }, [loaded]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" />
    </Suspense>
  ) : null;
}
