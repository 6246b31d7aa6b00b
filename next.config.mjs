// Security headers are decided here, at build time, because public pages are static: a
// per-request nonce would force every page to render on each request. The inline scripts
// Next writes into static HTML are why their script-src keeps 'unsafe-inline'; the pages
// rendered per request get a nonce from proxy.ts instead.
import { fileURLToPath } from 'node:url'

import createMDX from '@next/mdx'

import { contentSecurityPolicy, NONCE_PAGE_SOURCE } from './lib/http/csp.mjs'

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'
const isDev = process.env.NODE_ENV === 'development'
const overHttps = siteUrl.startsWith('https://')

// Static pages cannot carry a per-request nonce; the pages rendered per request get one from
// proxy.ts instead (lib/http/csp.mjs).
const staticPagePolicy = contentSecurityPolicy({
  scriptSrc: ["'self'", "'unsafe-inline'"],
  isDev,
  overHttps,
})

export const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/**
 * A country's slug in a guide's address. Any slug is rewritten: the guide route knows the
 * countries (data/countries.ts) and answers 404 for any other, so no list is kept here.
 */
const countrySlug = '[a-z]+(?:-[a-z]+)*'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm test` checks the types itself beside the build (TYPES_CHECKED=1): the build's
  // own check would repeat the same half-minute. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  poweredByHeader: false,
  // proxy.ts rewrites to the origin the request came in at (its ownUrl): kept as written, so
  // a server bound to 127.0.0.1 behind nginx serves its rewrites itself.
  skipProxyUrlNormalize: true,
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer', 'postgres', 'sharp'],
  // The PDF downloads read their font from assets/fonts when they are made (lib/pdf.ts).
  outputFileTracingIncludes: { '/resources/downloads/*': ['./assets/fonts/*.ttf'] },
  // With REDIS_URL, every instance keeps its page and data cache in one Redis, so a staff edit
  // on any instance is seen by all of them (lib/cache/shared-cache-handler.mjs). Read when the
  // server starts, so the same build serves either way.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: fileURLToPath(
          new URL('./lib/cache/shared-cache-handler.mjs', import.meta.url),
        ),
        cacheMaxMemorySize: 0,
      }
    : {}),
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 768, 1024, 1280, 1600],
    imageSizes: [64, 96, 128, 256, 384],
  },
  // The country guides live at /mbbs-in-{country}. A route segment cannot be part literal and
  // part parameter, so the pages are app/(site)/mbbs-in/[country] and this rewrite serves them
  // at their public address; the internal one redirects to it, so each guide has one URL.
  async rewrites() {
    return [{ source: `/mbbs-in-:country(${countrySlug})`, destination: '/mbbs-in/:country' }]
  },
  async redirects() {
    return [
      {
        source: `/mbbs-in/:country(${countrySlug})`,
        destination: '/mbbs-in-:country',
        permanent: true,
      },
    ]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: NONCE_PAGE_SOURCE,
        headers: [{ key: 'Content-Security-Policy', value: staticPagePolicy }],
      },
      // Uploaded images are never documents: this replaces the page policy above for them.
      {
        source: '/uploads/:file',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }],
      },
    ]
  },
}

// The legal pages are MDX files (content/legal), imported by their routes; their YAML
// frontmatter becomes an export. Plugins are named, not imported: Turbopack passes the
// loader's options as data.
const withMDX = createMDX({
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      ['remark-mdx-frontmatter', { name: 'frontmatter' }],
      'remark-gfm',
    ],
  },
})

export default withMDX(nextConfig)
