// A micro-cache of public pages in the server process, in front of Next (scripts/start.mjs).
//
// Next serves a cached 130 KB page at a fifth of the rate of its bare page or less (13-24%
// measured), and the cost grows with the page's bytes: for each request it runs the proxy and its router, hashes the whole
// page for the ETag, converts it between string and bytes, and compresses it again for every
// visitor who accepts gzip. This keeps, for a short time (PAGE_CACHE_MS, 1 s unless set), the
// exact bytes and headers Next sent for a page it declared cacheable by anyone (`s-maxage`, no
// cookie set), and sends those again without entering Next. It is what the nginx micro-cache
// of deploy/nginx.conf does, for a server that has no nginx in front (off by default when
// REDIS_URL is set: see pageCacheMs).
//
// What it never keeps or serves: anything but a 200 to a GET; a response that is private,
// no-store or sets a cookie; a request from a signed-in member of staff; the client router's
// requests (RSC headers), server actions and range requests. A change sent by signed-in staff
// (any request but GET or HEAD) empties it when it completes, so the member of staff who made
// it, and every visitor after, sees the new page at once; another instance's change would show
// here only within PAGE_CACHE_MS.
import { hasSessionCookie } from '../auth/session-cookie.mjs'

/** Requests whose answer differs from the plain page's, or that must reach Next. */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'range',
  'authorization',
]
/** Headers that belong to one response on one connection, not to the page. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])
/** A page larger than this is sent by Next each time rather than kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
const DEFAULT_TTL_MS = 1_000

/**
 * PAGE_CACHE_MS: how long a page is kept, in milliseconds (0 turns the cache off). Unset, 1 s
 * for a single instance, and off when instances share a cache (`shared`, REDIS_URL set): one
 * instance's micro-cache cannot hear of an edit made on another, and such deployments have
 * nginx's micro-cache in front (deploy/nginx.conf). A wrong value stops the server at start
 * with the variable's name.
 */
export function pageCacheMs(value, { shared = false } = {}) {
  if (value === undefined || value.trim() === '') return shared ? 0 : DEFAULT_TTL_MS
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) {
    throw new Error(
      `PAGE_CACHE_MS must be a whole number of milliseconds from 0 to 60000 (got "${value}")`,
    )
  }
  return ms
}

/**
 * `serve(request, response, next)` answers from the cache or calls `next()` (Next's handler),
 * keeping what it sends when that is cacheable; `clear()` empties it.
 */
export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  now = () => performance.now(),
}) {
  /** key → { expires, headers, body }; a Map keeps insertion order, so the first is the oldest. */
  const entries = new Map()
  let bytes = 0
  // Bumped by clear(): a response that was being sent across a clear() is not kept, since Next
  // may have read it from before the change.
  let generation = 0

  function remove(key, entry) {
    entries.delete(key)
    bytes -= entry.body.length
  }

  function clear() {
    entries.clear()
    bytes = 0
    generation += 1
  }

  function store(key, headers, body) {
    const old = entries.get(key)
    if (old) remove(key, old)
    for (const [oldestKey, oldest] of entries) {
      if (bytes + body.length <= maxBytes) break
      remove(oldestKey, oldest)
    }
    entries.set(key, { expires: now() + ttlMs, headers, body })
    bytes += body.length
  }

  function capture(key, response) {
    const started = generation
    const chunks = []
    let size = 0
    /** Decided at the first byte of the body, when the status and headers are final. */
    let keep
    const collect = (chunk, encoding) => {
      keep ??= cacheable(response)
      if (!keep || chunk == null || typeof chunk === 'function') return
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk)
      size += buffer.length
      if (size > MAX_ENTRY_BYTES) {
        keep = false
        chunks.length = 0
        return
      }
      chunks.push(buffer)
    }
    const { write, end } = response
    response.write = function (chunk, encoding, callback) {
      collect(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    response.end = function (chunk, encoding, callback) {
      collect(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    response.once('finish', () => {
      if (!keep || generation !== started || chunks.length === 0) return
      const headers = {}
      for (const [name, value] of Object.entries(response.getHeaders())) {
        if (!HOP_HEADERS.has(name)) headers[name] = value
      }
      store(key, headers, Buffer.concat(chunks))
    })
  }

  function serve(request, response, next) {
    if (ttlMs === 0) return next()
    const signedIn = hasSessionCookie(cookieNames(request.headers.cookie))
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // 'close' comes even when the client left before the answer: the change may be made.
      if (signedIn) response.once('close', clear)
      return next()
    }
    if (signedIn || BYPASS_HEADERS.some((name) => request.headers[name] !== undefined)) {
      return next()
    }
    // Next compresses for the Accept-Encoding it is sent, so each one keeps its own copy.
    const key = `${request.headers.host ?? ''}${request.url}\n${request.headers['accept-encoding'] ?? ''}`
    const entry = entries.get(key)
    if (entry && entry.expires > now()) return send(entry, request, response)
    if (entry) remove(key, entry)
    if (request.method === 'GET') capture(key, response)
    return next()
  }

  return { serve, clear, size: () => entries.size }
}

/** Next declared the page cacheable by anyone, and it sets no cookie. */
function cacheable(response) {
  if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return /\bs-maxage=\d/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

function send(entry, request, response) {
  const etag = entry.headers.etag
  const ifNoneMatch = request.headers['if-none-match']
  if (etag && ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    response.writeHead(304, {
      etag,
      'cache-control': entry.headers['cache-control'],
      ...(entry.headers.vary ? { vary: entry.headers.vary } : {}),
    })
    response.end()
    return
  }
  response.writeHead(200, { ...entry.headers, 'content-length': entry.body.length })
  response.end(request.method === 'HEAD' ? undefined : entry.body)
}

function cookieNames(header) {
  if (!header) return []
  return header.split(';').map((pair) => pair.split('=', 1)[0].trim())
}
