/**
 * Group commit: calls made while a flush is running wait and go together in the next one.
 * A flush that fails is retried item by item, so one bad item never fails its neighbours.
 * On one PGlite connection a statement costs about a millisecond whatever its row count, so
 * a batch of n costs little more than one.
 */
export function createBatcher<In, Out>(flush: (items: In[]) => Promise<Out[]>, maxBatch = 200) {
  let queue: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = []
  let running = false

  async function drain() {
    running = true
    try {
      while (queue.length > 0) {
        // PGlite runs its statements on this thread; yield once so that requests already
        // waiting on the socket reach the queue and join this batch.
        await new Promise((resolve) => setImmediate(resolve))
        const batch = queue.slice(0, maxBatch)
        queue = queue.slice(maxBatch)
        try {
          const results = await flush(batch.map((entry) => entry.item))
          batch.forEach((entry, index) => entry.resolve(results[index]!))
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error)
          // One item's failure rolled back the others with it: each goes again alone, so only
          // the item that fails by itself fails.
          else await Promise.all(batch.map((entry) => flushAlone(entry)))
        }
      }
    } finally {
      running = false
    }
  }

  async function flushAlone(entry: (typeof queue)[number]) {
    try {
      const [result] = await flush([entry.item])
      entry.resolve(result!)
    } catch (error) {
      entry.reject(error)
    }
  }

  return (item: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (!running) void drain()
    })
}
