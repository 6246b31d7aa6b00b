import { startFakeAppsScript } from '../support/fake-apps-script'
import { E2E_WEBHOOK_PORT } from './constants'

/** The spreadsheet webhook stand-in, for the whole run, in the runner's own process. */
export default async function globalSetup() {
  const fake = await startFakeAppsScript({ port: E2E_WEBHOOK_PORT })
  return async () => {
    await fake.close()
  }
}
