import path from 'node:path'

import { defineConfig } from 'vitest/config'

// `npm run bench:leads`: not part of `npm test`; it builds and loads two servers for minutes.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, '../..'),
      'server-only': path.resolve(import.meta.dirname, '../support/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/bench/**/*.bench-run.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 10 * 60_000,
    fileParallelism: false,
  },
})
