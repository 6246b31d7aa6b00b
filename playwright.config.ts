import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { CHROMIUM_FLAGS, findChromium } from './scripts/lib/find-chromium.mjs'

export const E2E_PORT = 3210
export const E2E_DATA_DIR = path.join(os.tmpdir(), 'mbbs-e2e-data')
const baseURL = `http://localhost:${E2E_PORT}`

const executablePath = findChromium()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: /\.(mobile|shared)\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  // The production build, served as `npm start` serves it, on a fresh DATA_DIR.
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR },
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
