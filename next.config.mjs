// Security headers are decided here, at build time, because public pages are static: a
// per-request nonce would force every page to render on each request. The inline scripts
// Next writes into static HTML are why script-src keeps 'unsafe-inline'.
import { fileURLToPath } from 'node:url'

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'
const isDev = process.env.NODE_ENV === 'development'
const overHttps = siteUrl.startsWith('https://')

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The contact page's map and a gallery YouTube video load only when the visitor asks.
  'frame-src https://www.google.com https://maps.google.com https://www.youtube-nocookie.com',
  // blob: for the dashboard's preview of a chosen video.
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self'",
  ...(overHttps ? ['upgrade-insecure-requests'] : []),
].join('; ')

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
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

/** The twelve countries with a guide (data/countries.ts; a unit test keeps the two equal). */
export const guideCountries =
  'russia|georgia|philippines|belarus|moldova|bulgaria|bosnia|uzbekistan|kazakhstan|kyrgyzstan|malaysia|nepal'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer', 'postgres', 'sharp'],
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
  // The country guides live at /mbbs-in-{country} (spec 001 2.1). A route segment cannot be
  // part literal and part parameter, so the pages are app/(site)/mbbs-in/[country] and this
  // rewrite serves them at their public address; the internal one redirects to it, so each
  // guide has one URL.
  async rewrites() {
    return [{ source: `/mbbs-in-:country(${guideCountries})`, destination: '/mbbs-in/:country' }]
  },
  async redirects() {
    return [
      {
        source: `/mbbs-in/:country(${guideCountries})`,
        destination: '/mbbs-in-:country',
        permanent: true,
      },
    ]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Uploaded images are never documents: this replaces the page policy above for them.
      {
        source: '/uploads/:file',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }],
      },
    ]
  },
}

export default nextConfig
