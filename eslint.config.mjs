import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Environment is read once, in lib/env.ts and lib/public-env.ts (STYLE.md habit 12).
      'no-restricted-properties': 'off',
    },
  },
  globalIgnores([
    '**/.next/**',
    'out/**',
    'build/**',
    '.data/**',
    '.lighthouse/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
])
