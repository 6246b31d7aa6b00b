/** Set from the socket on every request (lib/http/request-guard.ts), over any client-sent value. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * The address a request came from. With `trustedProxyHops` proxies in front, each appends
 * the address it saw to X-Forwarded-For, so the client is that many entries from the end;
 * anything further left was written by the client and is not trusted. With none, the
 * socket's address is used and X-Forwarded-For is ignored.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  const socketAddress = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  if (trustedProxyHops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const entry = chain[chain.length - trustedProxyHops] ?? chain[0]
    if (entry) return entry
  }
  if (socketAddress) return socketAddress
  // Not stamped (a request handled before the server finished starting): Next fills
  // X-Forwarded-For from the socket when the client sent none. A client could forge it, but
  // one shared bucket for every visitor would turn families away after a few leads.
  const last = (headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim()
  return last || 'unknown'
}
