// React's use() reads a promise's outcome from its `status` and `value` (or `reason`), which React itself writes the
// first time a component waits for it: until then, even a promise that has long settled suspends the render once,
// and a Suspense fallback is committed for a frame, after which React holds back the content for 300 ms. Marked
// as soon as it settles, a promise started ahead of the render is used at once.

/** `promise`, marked when it settles the way use() reads it. */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}
