/** sitemap.xml and robots.txt, written into public/ after each build. */
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'

// University and country pages render on first request (from the database), so the build
// output does not list them. These are the built-in catalogue's fixed ids 1-47 (DESIGN.md
// "Data") and the twelve countries of data/countries.ts; a test checks both lists.
export const catalogueIds = Array.from({ length: 47 }, (_, index) => index + 1)
export const countrySlugs = [
  'russia',
  'georgia',
  'philippines',
  'belarus',
  'moldova',
  'bulgaria',
  'bosnia',
  'uzbekistan',
  'kazakhstan',
  'kyrgyzstan',
  'malaysia',
  'nepal',
]

/** @type {import('next-sitemap').IConfig} */
const config = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  exclude: [
    '/dashboard',
    '/dashboard/*',
    '/auth',
    '/api/*',
    '/icon.svg',
    '/apple-icon.png',
    '/thank-you',
  ],
  additionalPaths: async (sitemapConfig) =>
    Promise.all(
      [
        ...catalogueIds.map((id) => `/university-details/${id}`),
        ...countrySlugs.map((slug) => `/country/${slug}`),
      ].map((path) => sitemapConfig.transform(sitemapConfig, path)),
    ),
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/auth', '/api/'] }],
  },
}

export default config
