import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside a React Server bundle; the tests are server code.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core (Vitest's default leaves one core idle): the integration files each
    // use their own scratch database and free ports, so they run side by side.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
})
