import { describe, expect, it } from 'vitest'

import { expireAge } from '@/lib/cache/shared-cache-handler.mjs'

describe('the shared cache in Redis', () => {
  it('keeps every entry a whole number of seconds, whatever its freshness (Redis refuses a fraction)', () => {
    // A page fresh until a scheduled article's minute: 47 s, which the library made 56.4.
    expect(expireAge(47)).toBe(57)
    expect(expireAge(300)).toBe(360)
    for (let seconds = 1; seconds <= 600; seconds++) {
      expect(Number.isInteger(expireAge(seconds)), `${seconds}`).toBe(true)
    }
  })
})
