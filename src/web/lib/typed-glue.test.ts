// The glue between the screens and the shared contracts is typed, not cast: what a failure says, and a guard that
// the casts the glue replaced (issue 18) do not come back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api';

const WEB = join(import.meta.dirname, '..');
const sources = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(WEB, f), 'utf8') }));

describe('errorMessage', () => {
  it("says the server's message, a thrown error's, or what was thrown", () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'This request was already decided.'))).toBe(
      'This request was already decided.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('Quota exceeded')).toBe('Quota exceeded');
  });
});

describe('the web glue', () => {
  it('casts nothing to never', () => {
    expect(sources.filter((s) => /\bas\s+never\b/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it('builds every schema-checked form through useZodForm (lib/forms.ts)', () => {
    const direct = sources.filter((s) => s.file !== join('lib', 'forms.ts') && /zodResolver\(/.test(s.text));
    expect(direct.map((s) => s.file)).toEqual([]);
  });
});
