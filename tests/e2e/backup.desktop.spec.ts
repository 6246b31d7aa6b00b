import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { verifyBackup } from '@/lib/backup/archive'

import { E2E_DATA_DIR } from './constants'
import { expect, test, uniqueEmail } from './fixtures'

const run = promisify(execFile)

/**
 * `npm run backup` beside a running server on the embedded database: the server holds the
 * folder, so the command asks it (POST /api/backup, with the token only the server's user can
 * read) and a checked file holding a lead just acknowledged comes back. Without the token the
 * address does not exist.
 */
test('npm run backup beside the running server writes a checked file holding the lead just taken; without the token /api/backup is not found', async ({
  request,
}) => {
  test.slow()
  for (const authorization of [undefined, 'Bearer not-the-token']) {
    const refused = await request.post('/api/backup', {
      data: { dir: os.tmpdir() },
      headers: authorization ? { authorization } : {},
    })
    expect(refused.status()).toBe(404)
  }

  const posted = await request.post('/api/leads', {
    data: {
      formType: 'callback',
      formStartedAt: Date.now() - 10_000,
      name: 'Backed Up Family',
      phone: '9845074000',
      email: uniqueEmail('backed-up'),
      preferredTime: 'Morning (9 am - 12 pm)',
      sourcePage: '/contact',
    },
  })
  expect(posted.status()).toBe(201)
  const { id } = (await posted.json()) as { id: string }

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-backup-'))
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'backup'], {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, BACKUP_DIR: dir },
      timeout: 60_000,
    })
    expect(stdout).toMatch(/Backup written and checked: /)
    const [name] = (await fs.readdir(dir)).filter((file) => file.endsWith('.jsonl.gz'))
    const summary = await verifyBackup(path.join(dir, name!))
    expect(summary.tables.universities).toBe(47)
    expect(summary.tables.leads).toBeGreaterThan(0)
    const { gunzipSync } = await import('node:zlib')
    const text = gunzipSync(await fs.readFile(path.join(dir, name!))).toString()
    expect(text).toContain(`"id":"${id}"`)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})
