import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * Ends the cached life of the page being rendered at `at` at the latest. Next gives a cached
 * page the shortest life of the cached reads its render made, so an empty read cached until
 * `at` brings the page's next render forward to then: an article scheduled for 10:00 replaces
 * its address's cached 404 at 10:00, not when the page's usual 5 minutes are up.
 */
export async function expirePageBy(at: Date | null, now = new Date()): Promise<void> {
  if (!at || at <= now) return
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000))
  await unstable_cache(async () => true, ['page-expires-at', at.toISOString()], {
    revalidate: seconds,
  })()
}
