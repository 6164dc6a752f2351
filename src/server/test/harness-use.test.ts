// A guard that the server tests keep calling the app through the contract-typed harness (issue 18): no test
// writes its own URL-string request helper again, nor its own copy of the shared fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');
const tests = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith('test/'))
  .map((f) => ({ file: f, text: readFileSync(join(SERVER, f), 'utf8') }));

/** The tests whose requests no contract can make, each for its reason; they may inject raw requests. */
const RAW_REQUESTS: Record<string, string> = {
  'features/account/account.test.ts': 'malformed JSON, a body that is not an object, a form-encoded body',
  'http/access.test.ts': 'walks every registered route, and asks for a path that does not exist',
  'http/bad-input-walk.test.ts': 'walks every route with hostile input',
  'http/openapi.test.ts': 'the API description and its page, which are not contracts',
  'http/policies/security-headers.test.ts': 'a bare Fastify with only the headers policy, no app to call',
  'http/policies/web-app.test.ts': 'built files served from a folder of its own, which are not contracts',
};

describe('the server tests', () => {
  it('have tests to look at', () => {
    expect(tests.length).toBeGreaterThan(20);
  });

  it('call the app through the harness, raw only where no contract can make the request', () => {
    const raw = tests.filter((t) => /\bapp\.inject\(/.test(t.text)).map((t) => t.file);
    expect(raw.sort()).toEqual(Object.keys(RAW_REQUESTS).sort());
  });

  it('read user ids, mails and audit rows through the shared fixtures, not copies of them', () => {
    const copies = tests
      .filter(
        (t) =>
          /^\s*(?:const|let|(?:async )?function)\s+(?:mailsTo|auditsOf|userIdOf)\b/m.test(t.text) ||
          /^interface Row\b/m.test(t.text),
      )
      .map((t) => t.file);
    expect(copies).toEqual([]);
  });
});
