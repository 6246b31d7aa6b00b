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
  // The layering of docs/architecture.md: app/ holds routes and nothing imports from it;
  // data/ is plain content that depends on nothing but itself; lib/ knows no components.
  {
    files: ['components/**', 'lib/**', 'data/**', 'proxy.ts', 'instrumentation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*'],
              message: 'app/ holds routes only; import from components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*'],
              message: 'app/ holds routes only; import from components/ or lib/.',
            },
            {
              group: ['@/components/*'],
              message: 'lib/ holds logic; components depend on it, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '!@/data', '!@/data/*'],
              message: 'data/ is typed content and depends on nothing outside data/.',
            },
          ],
        },
      ],
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
