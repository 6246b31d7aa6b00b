import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const fromApp = {
  group: ['@/app/*'],
  message: 'app/ holds routes only; import from components/ or lib/.',
}
const fromComponents = {
  group: ['@/components/*'],
  message: 'lib/ holds logic; components depend on it, not the reverse.',
}
const databaseOutsideLib = {
  group: ['@/lib/db/client'],
  message:
    'Only lib/ opens the database: read through lib/data/, or take { db } from the staff gates of lib/auth/staff-action.ts.',
}
const schemaOutsideLib = {
  group: ['@/lib/db/schema'],
  message:
    "Screens take a lead's states from '@/lib/desk/lead-states' and rows from lib/data/; the schema is the database's.",
}
const prefetchingLink = {
  group: ['next/link'],
  message:
    "Public pages link through '@/components/ui/link', which fetches a page when the visitor reaches for its link, not when the link scrolls into view.",
}
/**
 * lib/'s pure floors: what a folder of rules and names may not import, so that no import runs
 * back up from it to the code that reads the database, sends mail or holds a session.
 */
const onlyWithin = (folder, message) => ({
  group: ['@/lib/*', `!@/lib/${folder}`, `!@/lib/${folder}/*`],
  message,
})
const orchestration = {
  group: [
    '@/lib/data/*',
    '@/lib/db/client',
    '@/lib/mail/*',
    '@/lib/auth/*',
    '@/lib/leads/*',
    '@/lib/storage/*',
    '@/lib/digests/*',
  ],
  message:
    'A pure lib/ folder (rules, names, labels) reads no database, sends no mail and holds no session: the code that does imports it, not the reverse.',
}
const fromOutsideData = {
  group: ['@/*', '!@/data', '!@/data/*'],
  message: 'data/ is typed content and depends on nothing outside data/.',
}

/** One no-restricted-imports block: a later block for the same file replaces an earlier one. */
function restrictImports(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } }
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Environment is read once, in lib/env.ts and lib/public-env.ts.
      'no-restricted-properties': 'off',
    },
  },
  // The layering of docs/architecture.md: app/ holds routes and nothing imports from it;
  // lib/ knows no components and is the only layer that opens the database; data/ is plain
  // content that depends on nothing but itself.
  restrictImports(['app/**'], [databaseOutsideLib, schemaOutsideLib]),
  restrictImports(
    ['components/**', 'proxy.ts', 'instrumentation.ts'],
    [fromApp, databaseOutsideLib, schemaOutsideLib],
  ),
  restrictImports(['app/(site)/**'], [databaseOutsideLib, schemaOutsideLib, prefetchingLink]),
  restrictImports(
    ['components/{site,guides,universities,tools,leads,legal,privacy,seo}/**'],
    [fromApp, databaseOutsideLib, schemaOutsideLib, prefetchingLink],
  ),
  restrictImports(['lib/**'], [fromApp, fromComponents]),
  restrictImports(
    ['lib/staff/**'],
    [
      fromApp,
      fromComponents,
      onlyWithin(
        'staff',
        'lib/staff/ is the roles and their types: it imports nothing else of lib/.',
      ),
    ],
  ),
  restrictImports(
    ['lib/uploads/**'],
    [
      fromApp,
      fromComponents,
      onlyWithin(
        'uploads',
        "lib/uploads/ is uploads' names, sniffing and shapes; storing them is lib/storage/.",
      ),
    ],
  ),
  restrictImports(
    ['lib/{desk,validation,universities,http}/**'],
    [fromApp, fromComponents, orchestration],
  ),
  restrictImports(['data/**'], [fromOutsideData]),
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
