import path from 'node:path'

import { backupProcessDatabase } from '@/lib/backup/schedule'
import { readBackupToken, tokenMatches } from '@/lib/backup/token'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * `npm run backup` on the machine of a server that holds the embedded database: the server,
 * the one process that may read it, writes the backup into the folder the command names. The
 * command proves itself with the token only the server's user can read (lib/backup/token.ts);
 * anyone else gets 404, as if there were no such address.
 */
export async function POST(request: Request): Promise<Response> {
  const config = env()
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
  if (config.DATABASE_URL || !tokenMatches(readBackupToken(config.DATA_DIR), given)) {
    return new Response('Not found', { status: 404 })
  }
  const body = (await request.json().catch(() => null)) as { dir?: unknown } | null
  if (typeof body?.dir !== 'string' || !path.isAbsolute(body.dir)) {
    return Response.json(
      { error: 'Name the folder for the backup (an absolute path)' },
      { status: 400 },
    )
  }
  try {
    return Response.json(await backupProcessDatabase(body.dir))
  } catch (error) {
    console.error('Backup failed:', error)
    return Response.json(
      { error: error instanceof Error ? error.message : String(error) },
      { status: 500 },
    )
  }
}
