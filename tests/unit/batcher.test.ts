import { describe, expect, it } from 'vitest'

import { createBatcher } from '@/lib/data/batcher'

describe('group commit', () => {
  it('an item that fails fails alone: the others of its batch are flushed again and succeed', async () => {
    const flushes: number[][] = []
    const batcher = createBatcher(async (items: number[]) => {
      flushes.push(items)
      if (items.includes(13)) throw new Error('unlucky')
      return items.map((item) => item * 2)
    })
    const results = await Promise.allSettled([1, 2, 13, 4, 5].map((item) => batcher(item)))
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      2,
      4,
      'failed',
      8,
      10,
    ])
    // Together first (one flush for all five), then each alone after the failure.
    expect(flushes[0]).toEqual([1, 2, 13, 4, 5])
    expect(flushes.slice(1).every((batch) => batch.length === 1)).toBe(true)
  })
})
