export function contentSecurityPolicy(options: {
  scriptSrc: string[]
  isDev?: boolean
  overHttps?: boolean
}): string
export const NONCE_PAGES: string[]
export const NONCE_EXACT_PAGES: string[]
export const NONCE_PAGE_SOURCE: string
export const NONCE_PAGE_PATTERN: RegExp
