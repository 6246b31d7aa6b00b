/**
 * The cache tags of the data the public pages read, in one place. Every cached read carries
 * its data's tag, and so does every page and download rendered from it (Next records the tags
 * of the reads a render made); a staff change invalidates the tag, and with it all of them.
 */
export const CACHE_TAGS = {
  universities: 'universities',
  rates: 'exchange-rates',
  claims: 'site-claims',
  gallery: 'gallery',
  people: 'people',
  webinars: 'webinars',
  posts: 'posts',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
