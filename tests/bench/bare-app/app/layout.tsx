// The bare Next 16 page that `npm run lighthouse` measures first-load JavaScript against.
import type { ReactNode } from 'react'

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
