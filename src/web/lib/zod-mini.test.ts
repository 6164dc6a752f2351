// The shared schemas ship in the pages' JavaScript, so the browser code uses zod/mini (a page bundles only the
// zod functions it calls; classic zod's methods come whole, about 14 kB gzip) and keeps classic's messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ok } from '@/shared/contract';

const SRC = join(import.meta.dirname, '../..');
const sources = ['shared', 'web'].flatMap((dir) =>
  readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: join(dir, f), text: readFileSync(join(SRC, dir, f), 'utf8') })),
);

describe('zod in the browser code', () => {
  it('has code to look at', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('imports only zod/mini at run time (type-only imports of zod are erased)', () => {
    const classic = sources.filter((s) =>
      [...s.text.matchAll(/^import (?!type )[^;]*? from '(zod[^']*)';/gms)].some(
        ([, from]) => from !== 'zod/mini' && from !== 'zod/locales',
      ),
    );
    expect(classic.map((s) => s.file)).toEqual([]);
  });

  it("says classic zod's English message for a rule given none of its own", () => {
    expect(ok.safeParse({}).error?.issues[0]?.message).toBe(
      'Invalid input: expected boolean, received undefined',
    );
  });
});
