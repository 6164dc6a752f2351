import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_PORT } from './e2e/support';

const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined };
const BILLS_EVERY_FLAT = /admin-bill-run\.spec\.ts$/;
const LANGUAGE_BILLS = /languages-journey\.spec\.ts$/;

// One real server on a fresh data folder; its log is where the journeys read mailed links (the outbox).
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // The portal's service worker answers a page's requests itself, and Playwright's page.route then never sees
    // them: the journeys that stand in for the server (page.route) run without it; e2e/offline.spec.ts, whose
    // subject it is, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: [BILLS_EVERY_FLAT, LANGUAGE_BILLS] },
    // A bill run bills every flat of the register: run beside the others, it would bill the flats other journeys
    // are paying or reconciling. So it runs once they are done.
    { name: 'bill-run', use: DESKTOP, testMatch: BILLS_EVERY_FLAT, dependencies: ['desktop'] },
    // The journey in each language publishes a bill run too: after that one, whose figures it would change.
    { name: 'languages', use: DESKTOP, testMatch: LANGUAGE_BILLS, dependencies: ['bill-run'] },
  ],
  webServer: {
    // A fresh data folder with the demo content, so the reading journeys see real notices and guidelines.
    command:
      'rm -rf .e2e && mkdir -p .e2e && npx tsx scripts/ops/seed-demo.ts > .e2e/seed.log 2>&1 && node scripts/build/start.mjs > .e2e/server.log 2>&1',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(E2E_PORT),
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      DATA_DIR: '.e2e/data',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // The journeys sign many residents up from this one machine.
      SIGNUP_LIMIT_PER_HOUR: '10000',
      SMTP_URL: '',
      DATABASE_URL: '',
    },
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Stopped as a deployment stops it: SIGTERM, so the server drains and releases its data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
