// The Chromium the tests and Lighthouse drive: PLAYWRIGHT_CHROMIUM_PATH, then Debian's
// /usr/bin/chromium, then a browser Playwright installed itself.
import fs from 'node:fs'
import { createRequire } from 'node:module'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium`), ' +
  'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary, ' +
  'or where downloads are allowed run `npx playwright install chromium`.'

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv) {
    if (!fs.existsSync(fromEnv))
      throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} does not exist.`)
    return fromEnv
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) return candidate
  }
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    const own = chromium.executablePath()
    if (own && fs.existsSync(own)) return own
  } catch {
    // Playwright's own browser is not installed.
  }
  throw new Error(HOW_TO_GET_CHROMIUM)
}
