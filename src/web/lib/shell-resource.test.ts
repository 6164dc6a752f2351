// The first paint's store (who is signed in, the settings, the gallery): an answer asked for before a newer one
// (or before a screen set what the server answered) never overwrites it, a read that failed on the server's side
// is asked again as the query client would, and a refused one is not.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { shellResource } from './shell-resource';

/** A fetcher whose answers the test hands out one by one, in the order it chooses. */
function controlled<T>() {
  const waiting: { resolve(value: T): void; reject(err: unknown): void }[] = [];
  const fetcher = () => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject }));
  return { fetcher, waiting };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shellResource', () => {
  it('is pending until the first answer, then holds it for every reader', async () => {
    const { fetcher, waiting } = controlled<string>();
    const name = shellResource(fetcher, 60_000);
    const seen: string[] = [];
    name.subscribe(() => seen.push(name.get().data ?? '-'));
    expect(name.get()).toEqual({ data: undefined, error: null, isPending: true });
    name.load();
    name.load(); // already on its way: not asked twice
    expect(waiting).toHaveLength(1);
    waiting[0].resolve('Sunshine CHS');
    await tick();
    expect(name.get()).toEqual({ data: 'Sunshine CHS', error: null, isPending: false });
    expect(seen).toEqual(['Sunshine CHS']);
    name.load(); // fresh: not asked again
    expect(waiting).toHaveLength(1);
  });

  it('drops an older answer that arrives after a newer one, or after a screen set the value', async () => {
    const { fetcher, waiting } = controlled<string>();
    const me = shellResource(fetcher, 60_000);
    const first = me.refresh();
    const second = me.refresh();
    let firstSettled = false;
    void first.then(() => (firstSettled = true));
    waiting[0].resolve('old');
    await tick();
    // The older call waits for the newest answer, which is the one shown.
    expect(firstSettled).toBe(false);
    expect(me.get().isPending).toBe(true);
    waiting[1].resolve('new');
    await Promise.all([first, second]);
    expect(me.get().data).toBe('new');

    // Signed in on the sign-in page while an earlier "who is this?" was on its way: the sign-in wins.
    void me.refresh();
    me.set('signed in');
    waiting[2].resolve('nobody');
    await tick();
    expect(me.get().data).toBe('signed in');
  });

  it('asks again after a failure on the server side (twice), not after a refusal', async () => {
    let calls = 0;
    const flaky = shellResource(async () => {
      calls++;
      if (calls < 3) throw new ApiError(503, 'UNAVAILABLE', 'Starting');
      return 'ok';
    }, 60_000);
    await flaky.refresh();
    expect(calls).toBe(3);
    expect(flaky.get()).toEqual({ data: 'ok', error: null, isPending: false });

    let refusals = 0;
    const refused = shellResource(async () => {
      refusals++;
      throw new ApiError(404, 'NOT_FOUND', 'No such thing');
    }, 60_000);
    await refused.refresh();
    expect(refusals).toBe(1);
    expect(refused.get()).toMatchObject({
      data: undefined,
      isPending: false,
      error: { message: 'No such thing' },
    });
  }, 10_000);

  it("starts from the page's own copy, which the first render (and the server's) reads", () => {
    const { fetcher, waiting } = controlled<string>();
    const settings = shellResource(fetcher, 60_000);
    settings.seed('from the page');
    expect(settings.get().data).toBe('from the page');
    expect(settings.seeded()).toBe(settings.get());
    settings.load();
    expect(waiting).toHaveLength(0);
    // A page without it (the gallery off the home page): asked for when first shown.
    settings.seed(undefined);
    expect(settings.get().isPending).toBe(true);
    settings.load();
    expect(waiting).toHaveLength(1);
  });
});
