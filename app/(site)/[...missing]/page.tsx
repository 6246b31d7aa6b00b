import { notFound } from 'next/navigation'

// Every address no route claims lands here, so its 404 screen is drawn by (site)/not-found.tsx
// inside the site's own layout. A root not-found.tsx would have to carry the whole shell, and
// Next sends the root one in the payload of every page.
export default function UnmatchedAddress(): never {
  notFound()
}
