import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { lockDataDir } from './db/lock.ts';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SOCIETY_TIMEZONE: 'Asia/Kolkata',
      ADMIN_EMAILS: [],
      MAIL_PER_MINUTE: 30,
      MAIL_RETRY_SECONDS: [60, 300, 1800],
    });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable in one error', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SOCIETY_TIMEZONE: 'Mars/Olympus',
      ADMIN_EMAILS: 'nope',
      MAIL_PER_MINUTE: '0',
      MAIL_RETRY_SECONDS: '60,five minutes',
    };
    let message = '';
    try {
      loadConfig(bad);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
  });

  it("says zod's English message for a rule the schema gives none", () => {
    expect(() => loadConfig({ MAIL_FROM: 'ab' })).toThrowError(
      'MAIL_FROM: Too small: expected string to have >=3 characters',
    );
  });

  it('treats empty values as unset and lowercases admin addresses', () => {
    const c = loadConfig({
      PORT: '',
      ADMIN_EMAILS: ' Office@Example.com , ',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(c.PORT).toBe(3000);
    expect(c.ADMIN_EMAILS).toEqual(['office@example.com']);
    expect(c.publicUrl).toBe('https://portal.example.com');
  });
});

describe('data folder lock', () => {
  it('refuses a second server on the same folder and releases on stop', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    // Another live process holds it: pid 1 always exists.
    const other = mkdtempSync(join(tmpdir(), 'lock-'));
    lockDataDir(other);
    writeFileSync(join(other, 'server.lock'), '1');
    expect(() => lockDataDir(other)).toThrowError(
      /Another server \(pid 1\) is already using the data folder/,
    );
    unlock();
    expect(() => lockDataDir(dir)).not.toThrow();
  });

  it('takes over a lock left by a process that has exited', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999');
    expect(() => lockDataDir(dir)).not.toThrow();
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  });
});
