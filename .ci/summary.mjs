// Adds up the test reports of a CI run and prints "N passed, N failed"; exits non-zero on any failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(failedSteps);
const read = (name) =>
  existsSync(join(dir, name)) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : null;

for (const name of ['vitest-pglite.json', 'vitest-postgres.json']) {
  const r = read(name);
  if (!r) {
    console.log(`${name}: missing (counted as a failure)`);
    failed += 1;
    continue;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // Name each failed test, so a red run says what broke even when only the end of the log is kept.
  for (const file of r.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed') console.log(`  failed: ${file.name.replace(/^.*?\/src\//, 'src/')} › ${t.fullName}`);
  if (!r.success && r.numFailedTests === 0) failed += 1; // a suite that crashed before its tests
  console.log(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const pw = read('playwright.json');
if (!pw) {
  console.log('playwright.json: missing (counted as a failure)');
  failed += 1;
} else {
  const { expected = 0, unexpected = 0, flaky = 0 } = pw.stats;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) console.log(`  failed: ${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of pw.suites ?? []) walk(suite, []);
  passed += expected + flaky;
  failed += unexpected;
  console.log(
    `playwright: ${expected + flaky} passed${flaky ? ` (${flaky} on retry)` : ''}, ${unexpected} failed`,
  );
}
if (Number(failedSteps)) console.log(`steps failed (typecheck, lint, bench, page downloads): ${failedSteps}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
