import { serveBuild } from '../../scripts/lib/serve-build.mjs'
import { startRedis } from './redis'

/**
 * A production server of this checkout's build, as `npm start` runs it, on its own DATA_DIR
 * and the given database, beside the e2e suite's own server.
 *
 * Its page and data cache is a Redis server (its own, or `redisUrl` to share one): with Next's
 * default cache it would write into this checkout's .next/, which the suite's server reads
 * too, and that server would then show pages rendered from another database.
 */
export async function startAppServer({
  port,
  databaseUrl,
  redisUrl,
  env = {},
}: {
  port: number
  databaseUrl: string
  redisUrl?: string
  env?: Record<string, string>
}) {
  const redis = redisUrl ? undefined : await startRedis(port + 1)
  try {
    const server = await serveBuild({
      port,
      captureLog: true,
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl ?? redis!.url,
        GOOGLE_SHEETS_WEBHOOK_URL: '',
        ...env,
      },
    })
    return {
      ...server,
      async stop() {
        await server.stop()
        await redis?.stop()
      },
    }
  } catch (error) {
    await redis?.stop()
    throw error
  }
}
