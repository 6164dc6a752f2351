// Whether an element has come near the visible part of the page, for a section below the fold whose code and
// data should not compete with the first screen's: it is drawn once the person scrolls towards it.
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below (or above) the window an element counts as near: drawing starts a little before it shows. */
const MARGIN = '400px 0px';

/** A ref for the placeholder, and true from the moment it comes within MARGIN of the window (then for good). */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // A browser without the observer draws it after the first paint, as if it were near.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
