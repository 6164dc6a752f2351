// The in-process cache on its own: time to live, one load per key, nothing kept that a clear() overtook.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, TtlCache } from './cache.ts';

afterEach(() => vi.useRealTimers());

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('TtlCache', () => {
  it('serves a loaded value until its time to live is over, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new TtlCache<number>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.memo('k', load)).toBe(1);
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(await cache.memo('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.memo('k', load)).toBe(2);
  });

  it('never keeps an entry longer than CACHE_TTL_MS, whatever it is asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.memo('k', async () => 'v');
    vi.advanceTimersByTime(CACHE_TTL_MS);
    expect(cache.get('k')).toBeUndefined();
  });

  it('makes one load for callers that miss together', async () => {
    const cache = new TtlCache<string>({ maxEntries: 10 });
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const answers = Promise.all([cache.memo('k', load), cache.memo('k', load), cache.memo('k', load)]);
    gate.resolve('v');
    expect(await answers).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep what a load found when a clear() came while it ran', async () => {
    const cache = new TtlCache<string>({ maxEntries: 10 });
    const gate = deferred<string>();
    const stale = cache.memo('k', () => gate.promise);
    cache.clear();
    gate.resolve('read before the change');
    expect(await stale).toBe('read before the change');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.memo('k', async () => 'read after the change')).toBe('read after the change');
  });

  it('does not keep what `keep` refuses, nor a failed load', async () => {
    const cache = new TtlCache<string | null>({ maxEntries: 10 });
    expect(await cache.memo('none', async () => null, Boolean)).toBeNull();
    expect(cache.size).toBe(0);
    await expect(cache.memo('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.memo('bad', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<number>({ maxEntries: 2 });
    for (const [i, key] of ['a', 'b', 'c'].entries()) await cache.memo(key, async () => i);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(2);
  });
});
