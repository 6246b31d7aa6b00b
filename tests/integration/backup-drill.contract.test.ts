import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createGunzip, gzipSync } from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import { createReadStream } from 'node:fs'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadBackup, verifyBackup, writeBackup } from '@/lib/backup/archive'
import { ensureAdminAccount, signInLocal } from '@/lib/auth/local'
import { addNote, mergeLead } from '@/lib/data/desk'
import { insertLead } from '@/lib/data/leads'
import { createPost } from '@/lib/data/posts'
import { insertUpload } from '@/lib/data/uploads'
import { rowsOf } from '@/lib/db/rows'
import { seedUniversitiesIfEmpty } from '@/lib/db/seed'
import { leadFormTypes } from '@/lib/validation/leads'
import { postFormSchema, postInput } from '@/lib/validation/post'

import { testBackends } from '../support/backends'

type Handle = Awaited<ReturnType<ReturnType<typeof testBackends>[number]['open']>>

/** Every row of every table, as PostgreSQL writes it, sorted: what "the same data" means. */
async function everything(handle: Handle): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.name)
  const all: Record<string, string[]> = {}
  for (const table of tables) {
    all[table] = rowsOf<{ row: string }>(
      await handle.db.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} as t`,
      ),
    )
      .map((row) => row.row)
      .sort()
  }
  return all
}

const ADMIN = { email: 'admin@clinic.example', password: 'a long admin password 1' }

describe.each(testBackends())('a restore drill on $name', ({ open }) => {
  let source: Handle
  let target: Handle
  let dir: string

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-drill-'))
    source = await open()
    target = await open()
  })
  afterAll(async () => {
    for (const handle of [source, target]) {
      await handle.close()
      await handle.drop?.()
    }
    await fs.rm(dir, { recursive: true, force: true })
  })

  it('backs up leads of every form, a timeline, a merge, an article, uploads and a staff account; a wiped database restored holds every row and file, the same ids and bytes', async () => {
    const db = source.db
    await seedUniversitiesIfEmpty(db)
    await ensureAdminAccount(db, ADMIN)
    const ids: string[] = []
    for (const [index, formType] of leadFormTypes.entries()) {
      const { id } = await insertLead(
        db,
        {
          formType,
          name: `Family ${index}`,
          phone: '+919845071000',
          email: `family${index}@example.com`,
          data: { district: 'Dharwad', note: 'ಕನ್ನಡ and English' },
          consentVersion: '2026-12-07',
        },
        index % 2 === 0 ? 'pending' : 'unconfigured',
      )
      ids.push(id)
    }
    const [admin] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from users where email = ${ADMIN.email}`),
    )
    const viewer = {
      id: String(admin!.id),
      email: ADMIN.email,
      role: 'admin' as const,
      office: null,
    }
    await addNote(db, ids[0]!, viewer, 'Called the father; he asked about Georgia.')
    expect(await mergeLead(db, ids[1]!, ids[0]!, viewer)).toBe('merged')
    await createPost(
      db,
      postInput(
        postFormSchema.parse({
          title: 'A drill article that must survive',
          slug: 'drill-article',
          kind: 'news',
          category: 'Events',
          excerpt: 'An article written before the backup, to be found after the restore.',
          body: `## Kept\n\n${'This paragraph is kept by the backup. '.repeat(4)}`,
          coverImage: '',
          coverAlt: '',
          sources: [],
        }),
      ),
      ADMIN.email,
    )
    const video = new Uint8Array(300_000).map((_, index) => (index * 7) % 251)
    await insertUpload(db, { name: 'drill.webm', contentType: 'video/webm', bytes: video })
    const uploads = path.join(dir, 'source-uploads')
    await fs.mkdir(uploads, { recursive: true })
    await fs.writeFile(path.join(uploads, 'photo.webp'), Buffer.from('RIFF....WEBPVP8 drill'))

    const before = await everything(source)
    const file = path.join(dir, 'backup.jsonl.gz')
    const summary = await writeBackup(db, file, { uploadsDir: uploads })
    expect(summary.tables.leads).toBe(leadFormTypes.length)
    expect(summary.tables.universities).toBe(47)
    expect(summary.files).toBe(1)
    expect(summary.schema.tag).toMatch(/^\d{4}_/)

    // The target is a fresh database at the same migration: restore into it.
    const restoredUploads = path.join(dir, 'restored-uploads')
    await loadBackup(target.db, file, { uploadsDir: restoredUploads })
    expect(await everything(target)).toEqual(before)
    expect(await fs.readFile(path.join(restoredUploads, 'photo.webp'))).toEqual(
      await fs.readFile(path.join(uploads, 'photo.webp')),
    )
    const [stored] = rowsOf<{ bytes: Uint8Array }>(
      await target.db.execute(sql`select bytes from uploads where name = 'drill.webm'`),
    )
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(video))).toBe(true)

    // A staff member signs in on the restored database.
    const signIn = await signInLocal(target.db, { ...ADMIN, address: '203.0.113.9' })
    expect(signIn.ok).toBe(true)
    // Only what was pending waits for delivery; nothing delivered is queued again.
    const pending = (handle: Handle) =>
      handle.db.execute(sql`select lead_id from lead_deliveries where state = 'pending' order by 1`)
    expect(rowsOf(await pending(target))).toEqual(rowsOf(await pending(source)))
    // New rows take new ids: a restored sequence never gives an id twice.
    const [next] = rowsOf<{ id: number }>(
      await target.db.execute(
        sql`insert into fact_checks (fact_key, checked_by, source) values ('k', 'a', 's') returning id`,
      ),
    )
    expect(next!.id).toBeGreaterThan(0)
    const postId = await createPost(
      target.db,
      postInput(
        postFormSchema.parse({
          title: 'An article written after the restore',
          slug: 'after-restore',
          kind: 'news',
          category: 'Events',
          excerpt: 'Written after the restore, it takes the next id.',
          body: `## New\n\n${'Written after the restore. '.repeat(4)}`,
          coverImage: '',
          coverAlt: '',
          sources: [],
        }),
      ),
      ADMIN.email,
    )
    const [highest] = rowsOf<{ max: number }>(
      await source.db.execute(sql`select max(id) as max from posts`),
    )
    expect(postId).toBeGreaterThan(Number(highest!.max))
  })

  it('loses no lead acknowledged before a backup taken under lead load began', async () => {
    let stop = false
    const acknowledged: { id: string; at: number }[] = []
    const load = (async () => {
      for (let n = 0; !stop; n += 1) {
        const { id } = await insertLead(
          source.db,
          {
            formType: 'inquiry',
            name: `Load ${n}`,
            phone: `+91984507${String(2000 + (n % 8000)).padStart(4, '0')}`,
            data: {},
            consentVersion: '2026-12-07',
          },
          'pending',
        )
        acknowledged.push({ id, at: performance.now() })
        // Requests arrive as separate events; so does the next lead here.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const began = performance.now()
    const file = path.join(dir, 'under-load.jsonl.gz')
    await writeBackup(source.db, file)
    await new Promise((resolve) => setTimeout(resolve, 200))
    stop = true
    await load
    const before = acknowledged.filter((lead) => lead.at < began).map((lead) => lead.id)
    expect(before.length).toBeGreaterThan(5)
    // Some leads were taken while the backup ran or after it: the load went on.
    expect(acknowledged.length).toBeGreaterThan(before.length)
    const text: string[] = []
    await pipeline(createReadStream(file), createGunzip(), async function* (chunks) {
      for await (const chunk of chunks) text.push(String(chunk))
    })
    const inBackup = new Set(
      text
        .join('')
        .trimEnd()
        .split('\n')
        .map(
          (line) => JSON.parse(line) as { kind: string; table?: string; rows?: { id: string }[] },
        )
        .filter((line) => line.kind === 'rows' && line.table === 'leads')
        .flatMap((line) => line.rows!.map((row) => row.id)),
    )
    expect(before.filter((id) => !inBackup.has(id))).toEqual([])
  })

  it('refuses a file cut short, a damaged upload and a backup of another migration', async () => {
    const file = path.join(dir, 'backup.jsonl.gz')
    const text: string[] = []
    await pipeline(createReadStream(file), createGunzip(), async function* (chunks) {
      for await (const chunk of chunks) text.push(String(chunk))
    })
    const lines = text.join('').trimEnd().split('\n')

    const cut = path.join(dir, 'cut.jsonl.gz')
    await fs.writeFile(cut, gzipSync(lines.slice(0, -1).join('\n')))
    await expect(verifyBackup(cut)).rejects.toThrow(/cut short/)

    const damaged = path.join(dir, 'damaged.jsonl.gz')
    await fs.writeFile(
      damaged,
      gzipSync(
        lines
          .map((line) =>
            line.startsWith('{"kind":"file"') ? line.replace(/"data":"./, '"data":"A') : line,
          )
          .join('\n'),
      ),
    )
    await expect(verifyBackup(damaged)).rejects.toThrow(/damaged/)

    const newer = path.join(dir, 'newer.jsonl.gz')
    const header = JSON.parse(lines[0]!) as { schema: { tag: string; when: number } }
    header.schema = { tag: '9999_from_a_newer_release', when: header.schema.when + 1 }
    await fs.writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')))
    await expect(loadBackup(target.db, newer)).rejects.toThrow(/9999_from_a_newer_release/)
  })
})
