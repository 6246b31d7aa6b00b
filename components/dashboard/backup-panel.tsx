import { backupHealth } from '@/lib/backup/schedule'
import { formatTime } from '@/lib/dates'

/**
 * The admin's view of the backups: the last one (when, its size, where it went), and what is
 * wrong when something is. Without BACKUP_DIR it says the server keeps none.
 */
export async function BackupPanel() {
  const health = await backupHealth()
  return (
    <section
      aria-labelledby="backups-heading"
      className="border-border mb-8 rounded-2xl border bg-white p-4"
    >
      <h2 id="backups-heading" className="text-lg font-bold">
        Backups
      </h2>
      {!health ? (
        <p className="mt-2 text-sm">
          The server takes no backups of its own: set BACKUP_DIR (and BACKUP_COMMAND to copy each
          file off the machine), or run <code>npm run backup</code> from a scheduled job. See the
          README, &quot;Deploying&quot;.
        </p>
      ) : (
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Last good backup</dt>
          <dd>
            {health.lastGoodAt
              ? `${formatTime(new Date(health.lastGoodAt))} (${
                  (health.ageHours ?? 0) < 1
                    ? 'less than an hour ago'
                    : `${health.ageHours} hours ago`
                })`
              : 'none yet'}
          </dd>
          {health.last?.ok && health.last.file ? (
            <>
              <dt className="text-muted-foreground">File</dt>
              <dd className="break-all">
                {health.last.file}
                {health.last.bytes ? `, ${(health.last.bytes / 1024).toFixed(0)} KB` : ''}
              </dd>
              <dt className="text-muted-foreground">Copied off the machine</dt>
              <dd>
                {!health.last.copy
                  ? 'no: BACKUP_COMMAND is not set'
                  : health.last.copy.ok
                    ? 'yes'
                    : `no: ${health.last.copy.detail}`}
              </dd>
            </>
          ) : null}
          {health.last && !health.last.ok ? (
            <>
              <dt className="text-destructive font-semibold">Last attempt failed</dt>
              <dd className="text-destructive">
                {formatTime(new Date(health.last.at))}: {health.last.error}
              </dd>
            </>
          ) : null}
        </dl>
      )}
      {health?.warning ? (
        <p role="alert" className="text-destructive mt-2 text-sm font-semibold">
          {health.warning}
        </p>
      ) : null}
    </section>
  )
}
