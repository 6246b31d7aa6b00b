import './globals.css'

import type { Metadata, Viewport } from 'next'

import { DemoBanner } from '@/components/site/demo-banner'
import { imageFallbackScript } from '@/lib/http/image-fallback-script.mjs'
import { site } from '@/lib/site'
import { sharedOpenGraph } from '@/lib/seo'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: {
    default: `MBBS Abroad for Indian Students | ${site.name}`,
    template: `%s | ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  openGraph: { ...sharedOpenGraph, url: '/' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false, email: false, address: false },
}

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <script dangerouslySetInnerHTML={{ __html: imageFallbackScript }} />
      </head>
      <body>
        <DemoBanner />
        {children}
      </body>
    </html>
  )
}
