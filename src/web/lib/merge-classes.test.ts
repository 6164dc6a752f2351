// cn()'s class merging against tailwind-merge, the library it replaces: on every pair of the Tailwind classes the
// app's sources use (every word of src/web that Tailwind makes CSS of), in both orders, the two keep the same
// classes. A new class that merges differently fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { __unstable__loadDesignSystem } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const require = createRequire(import.meta.url);
const webDir = fileURLToPath(new URL('..', import.meta.url));

async function appClasses() {
  const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
  const design = await __unstable__loadDesignSystem(css, {
    base: webDir,
    loadStylesheet: async (_id: string, base: string) => {
      const path = require.resolve('tailwindcss/index.css');
      return { base, path, content: readFileSync(path, 'utf8') };
    },
  });
  const words = new Set<string>();
  for (const file of readdirSync(webDir, { recursive: true, encoding: 'utf8' }))
    if (/\.tsx?$/.test(file))
      for (const word of readFileSync(join(webDir, file), 'utf8').split(/[\s"'`]+/)) words.add(word);
  const candidates = [...words];
  const rules = design.candidatesToCss(candidates);
  return candidates.filter((_, i) => rules[i] !== null);
}

// Where this is right and tailwind-merge 3 is not: it reads Tailwind 3's `bg-gradient-to-*` (an image) as a
// background colour, so it would drop `bg-card` before `bg-gradient-to-b`. No element of the app is given both.
const TAILWIND_MERGE_SLIPS = /\bbg-gradient-to-.* bg-|\bbg-.* bg-gradient-to-/;

describe('mergeClasses', () => {
  it('overrides like tailwind-merge on every pair of the classes the app uses', async () => {
    const classes = await appClasses();
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const list = `${a} ${b}`;
        if (TAILWIND_MERGE_SLIPS.test(list)) continue;
        const expected = twMerge(list);
        if (mergeClasses(list) !== expected)
          differences.push(`${list} → ${mergeClasses(list)} (tailwind-merge: ${expected})`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('keeps a shorthand and the side set after it, drops the side set before it', () => {
    expect(mergeClasses('p-5 pt-0 sm:p-6 sm:pt-0 flex gap-4 pt-5 sm:pt-6')).toBe(
      'p-5 sm:p-6 flex gap-4 pt-5 sm:pt-6',
    );
    expect(mergeClasses('pt-0 p-5')).toBe('p-5');
  });

  it('tells a size from a colour under the same prefix', () => {
    expect(mergeClasses('text-sm text-muted-foreground text-lg')).toBe('text-muted-foreground text-lg');
    expect(mergeClasses('border border-primary border-2 border-destructive/40')).toBe(
      'border-2 border-destructive/40',
    );
  });

  it('merges only under the same variants and importance, and keeps classes it does not know', () => {
    expect(mergeClasses('h-10 hover:h-8 h-auto !h-4 no-print')).toBe('hover:h-8 h-auto !h-4 no-print');
    expect(mergeClasses('hover:focus:bg-muted focus:hover:bg-card')).toBe('focus:hover:bg-card');
  });
});
