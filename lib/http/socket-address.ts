import 'server-only'

import http from 'node:http'

import { CLIENT_ADDRESS_HEADER } from '@/lib/leads/client-address'

const STAMPED = Symbol.for('mbbs.socketAddressStamped')

/**
 * Writes the socket's address on every request the server receives, over any value a client
 * sent. `next start` passes a client-sent X-Forwarded-For through unchanged, so without a
 * proxy in front (TRUSTED_PROXY_HOPS=0) it cannot tell the client's address from one the
 * client made up, and the per-address limits would be one header away from useless. Next
 * creates its HTTP server before this runs, hence the prototype rather than the instance.
 */
export function stampSocketAddresses(): void {
  const proto = http.Server.prototype as http.Server & { [STAMPED]?: true }
  if (proto[STAMPED]) return
  proto[STAMPED] = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof proto.emit
}
