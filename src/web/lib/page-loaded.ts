// Whether the page has finished loading (the window's load event). What must not compete with a page's first
// paint waits for it: the toaster, the carousel library, the sign-in forms.
import { useEffect, useState } from 'react';

// Never on the server (the prerendered first paint), as at the app's first render in the browser.
const isLoaded = () => typeof document !== 'undefined' && document.readyState === 'complete';

export function usePageLoaded() {
  const [loaded, setLoaded] = useState(isLoaded);
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    // It may have fired between the render and this effect.
    if (isLoaded()) done();
    else window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}
