import type { IncomingMessage, ServerResponse } from 'node:http'

export function pageCacheMs(value: string | undefined, options?: { shared?: boolean }): number

export function createPageCache(options: {
  ttlMs: number
  maxBytes?: number
  now?: () => number
}): {
  serve(request: IncomingMessage, response: ServerResponse, next: () => unknown): unknown
  clear(): void
  size(): number
}
