// Next's page and data cache in Redis (or Valkey), shared by every instance, when REDIS_URL is
// set (next.config.mjs names this file only then). The library keeps a tag index in each
// process, synchronised over Redis pub/sub, so revalidateTag/revalidatePath/updateTag on one
// instance removes the entries every instance reads. A Redis that is down or slow (over
// REDIS_GET_TIMEOUT_MS) is a cache miss: the page renders from the database instead.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'

export default class SharedCacheHandler extends CachedHandler {
  constructor(context) {
    super({
      redisUrl: process.env.REDIS_URL,
      // The database is the one REDIS_URL names (redis://host:6379/2); the library would
      // otherwise pick 1 for anything but Vercel's production.
      database: 0,
      // Entries are keyed by the build: instances share a cache only when they run the same
      // build (one image, or one .next copied to each machine).
      serverDistDir: context?.serverDistDir,
      getTimeoutMs: Number(process.env.REDIS_GET_TIMEOUT_MS) || 500,
    })
  }

  /**
   * A page that another instance was rendering from the old data when the edit landed is
   * stored after this invalidation and would stay until it expires (5 minutes): the same
   * invalidation again, a moment later, removes it.
   */
  revalidateTag(...args) {
    setTimeout(() => {
      super
        .revalidateTag(...args)
        .catch((error) => console.error('Late invalidation failed', error))
    }, LATE_INVALIDATION_MS).unref()
    return super.revalidateTag(...args)
  }
}

const LATE_INVALIDATION_MS = 3_000
