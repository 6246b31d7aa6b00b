import { defineConfig } from '@playwright/test'

import { CHROMIUM_FLAGS, findChromium } from './scripts/lib/find-chromium.mjs'
import { nextStartArgs } from './scripts/lib/serve-build.mjs'
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_SMTP_URL,
  E2E_WEBHOOK_SECRET,
  E2E_WEBHOOK_URL,
} from './tests/e2e/constants'
const baseURL = `http://localhost:${E2E_PORT}`

const executablePath = findChromium()

// The suite's servers (this config's, and those tests start themselves, which inherit this
// environment) run as a demonstration site: without DEMO_SITE a production start refuses the
// placeholder Grievance Officer, and the build shows the demonstration banner on every page.
process.env.DEMO_SITE = 'true'

/**
 * `npm test` leaves out the tests tagged @full (the second and further variants of a behaviour
 * it proves once, sweeps of every page in a browser at three sizes, the 2,000-university
 * catalogue); `npm run test:full` (E2E_FULL=1) runs them too. A test that runs on both devices
 * can leave out one: @full-on-phone runs on the phone only in test:full, @full-on-desktop on
 * the desktop. Set per project, not with --grep: a project's dependencies ignore the command
 * line's filter.
 */
const leftOut = (device: 'desktop' | 'phone') =>
  process.env.E2E_FULL
    ? undefined
    : device === 'desktop'
      ? /@full(?!-on-phone)/
      : /@full(?!-on-desktop)/

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The JSON report keeps each test's duration (the list reporter prints none off a terminal).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results-json/results.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      // The two-instance test times an edit reaching the second instance (2 s at most): it
      // runs first, alone, so other tests do not load the machine while it measures.
      name: 'alone',
      testMatch: /two-instances\.desktop\.spec\.ts$/,
      grepInvert: leftOut('desktop'),
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      testIgnore: /\.(mobile|after)\.spec\.ts$|two-instances\.desktop\.spec\.ts$/,
      dependencies: ['alone'],
      grepInvert: leftOut('desktop'),
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: /\.(mobile|shared)\.spec\.ts$/,
      dependencies: ['alone'],
      grepInvert: leftOut('phone'),
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // Tests that change the shared catalogue run once every other test has finished.
      name: 'after',
      testMatch: /\.after\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      grepInvert: leftOut('desktop'),
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  // The production build (built first when the sources changed), served as `npm start`
  // serves it, on a fresh DATA_DIR.
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/build.mjs --if-changed && node ${nextStartArgs(E2E_PORT).join(' ')}`,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      GOOGLE_SHEETS_WEBHOOK_URL: E2E_WEBHOOK_URL,
      GOOGLE_SHEETS_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      SMTP_URL: E2E_SMTP_URL,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_SITE: 'true',
      // Each test posts from its own X-Forwarded-For address (see tests/e2e/fixtures.ts), as
      // visitors behind one proxy would, so the per-address limit holds per test.
      TRUSTED_PROXY_HOPS: '1',
    },
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
