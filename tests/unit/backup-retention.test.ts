import { describe, expect, it } from 'vitest'

import { backupFileName } from '@/lib/backup/paths'
import { backupsToDelete } from '@/lib/backup/schedule'

const at = (iso: string) => backupFileName(new Date(iso), '0026_kmc_fee_from_ku_notice')

describe('which backups the server keeps', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, and nothing else', () => {
    // Two a day for 60 days, from 1 Oct 2026 (a Thursday) to 29 Nov 2026.
    const names = Array.from({ length: 60 }, (_, day) => [
      at(new Date(Date.UTC(2026, 9, 1 + day, 3)).toISOString()),
      at(new Date(Date.UTC(2026, 9, 1 + day, 15)).toISOString()),
    ]).flat()
    const kept = names.filter(
      (name) => !backupsToDelete(names, { keepDaily: 7, keepWeekly: 4 }).includes(name),
    )
    expect(kept.map((name) => name.slice(7, 20)).reverse()).toEqual([
      // The newest of each of the last 7 days (23-29 Nov), all in the afternoon.
      '2026-11-29T15',
      '2026-11-28T15',
      '2026-11-27T15',
      '2026-11-26T15',
      '2026-11-25T15',
      '2026-11-24T15',
      '2026-11-23T15',
      // The newest of each of the three weeks before (weeks from Mondays 16, 9 and 2 Nov).
      '2026-11-22T15',
      '2026-11-15T15',
      '2026-11-08T15',
    ])
  })

  it('never deletes the only backup, and leaves files that are not backups alone', () => {
    const only = [at('2026-12-07T10:00:00Z')]
    expect(backupsToDelete(only, { keepDaily: 1, keepWeekly: 0 })).toEqual([])
    expect(
      backupsToDelete([...only, 'last-backup.json', 'notes.txt'], { keepDaily: 1, keepWeekly: 0 }),
    ).toEqual([])
  })
})
