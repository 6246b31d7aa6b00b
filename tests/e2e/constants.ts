import os from 'node:os'
import path from 'node:path'

import { DEFAULT_FAKE_SECRET } from '../support/fake-apps-script'

// E2E_PORT_BASE lets a second checkout run its e2e suite beside this one on the same machine.
const base = Number(process.env.E2E_PORT_BASE || 3210)

export const E2E_PORT = base
export const E2E_DATA_DIR = path.join(os.tmpdir(), `mbbs-e2e-data-${base}`)
export const E2E_WEBHOOK_PORT = base + 1
export const E2E_WEBHOOK_URL = `http://127.0.0.1:${E2E_WEBHOOK_PORT}/macros/s/FAKE/exec`
export const E2E_WEBHOOK_SECRET = DEFAULT_FAKE_SECRET
/** The suite's SMTP server (tests/support/smtp-sink.ts), and where it lists what it received. */
export const E2E_SMTP_PORT = base + 2
export const E2E_SMTP_URL = `smtp://e2e:e2e-password@127.0.0.1:${E2E_SMTP_PORT}`
export const E2E_MAIL_LIST_URL = `http://127.0.0.1:${base + 3}/__mail`
export const E2E_ADMIN_EMAIL = 'admin@clinic.example'
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-2026'
