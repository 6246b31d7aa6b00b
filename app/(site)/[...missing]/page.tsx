import { notFound } from 'next/navigation'

// Every address no route claims lands here, so its 404 screen is drawn by (site)/not-found.tsx
// inside the site's own layout. A root not-found.tsx would have to carry the whole shell, and
// Next sends the root one in the payload of every page.
export default function UnmatchedAddress(): never {
  notFound()
}

// notFound() here too, as in every page's generateMetadata: then the page's data carries the
// not-found screen's title and noindex. Otherwise only the HTML would, and React would put the
// site's default title back in the head when the page hydrates.
export function generateMetadata(): never {
  notFound()
}
