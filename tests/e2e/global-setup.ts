import { startFakeAppsScript } from '../support/fake-apps-script'
import { startSmtpSink } from '../support/smtp-sink'
import { E2E_MAIL_LIST_URL, E2E_SMTP_PORT, E2E_WEBHOOK_PORT } from './constants'

/**
 * The spreadsheet webhook stand-in and the SMTP server the site mails to, for the whole run,
 * in the runner's own process.
 */
export default async function globalSetup() {
  const fake = await startFakeAppsScript({ port: E2E_WEBHOOK_PORT })
  const smtp = await startSmtpSink({
    port: E2E_SMTP_PORT,
    httpPort: Number(new URL(E2E_MAIL_LIST_URL).port),
  })
  return async () => {
    await fake.close()
    await smtp.close()
  }
}
