import 'server-only'

import http from 'node:http'

import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'

const INSTALLED = Symbol.for('mbbs.requestGuardInstalled')

/** Whether every percent-escape of the address's path decodes to UTF-8 text. */
export function isDecodablePath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * Two things no route can do for itself, done for every request the server receives:
 * - the socket's address is written over any client-sent value: `next start` passes a
 *   client-sent X-Forwarded-For through unchanged, so without a proxy in front
 *   (TRUSTED_PROXY_HOPS=0) the per-address limits would be one header away from useless;
 * - an address whose path cannot be decoded (`/about-us/%FF`) is answered 400 here: Next
 *   looks for a /400 page the App Router does not have and answers 500.
 * Next creates its HTTP server before this runs, hence the prototype rather than the instance.
 */
export function guardIncomingRequests(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      const response = args[1] as http.ServerResponse
      if (!isDecodablePath(request.url)) {
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
        response.end('Bad request: this address is not valid.')
        return true
      }
      request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof proto.emit
}
