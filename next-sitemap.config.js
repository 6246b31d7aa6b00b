/** sitemap.xml and robots.txt, written into public/ after each build. */
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'

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
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/auth', '/api/'] }],
  },
}

export default config
