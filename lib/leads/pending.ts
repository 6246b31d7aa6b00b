import { postLead } from '@/lib/leads/browser'

/**
 * Leads the server could not be reached for, kept on the device and sent again on the next
 * page view or when the connection returns. Their idempotency keys make a resend harmless.
 */
const PENDING_KEY = 'mbbs.pendingLeads'

export function queuePendingLead(body: Record<string, unknown>): void {
  try {
    const list = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]') as unknown[]
    list.push(body)
    localStorage.setItem(PENDING_KEY, JSON.stringify(list.slice(-20)))
  } catch {
    // Nothing more can be done on this device.
  }
}

export async function flushPendingLeads(): Promise<number> {
  let list: Record<string, unknown>[]
  try {
    list = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]') as Record<string, unknown>[]
  } catch {
    return 0
  }
  if (list.length === 0) return 0
  const left: Record<string, unknown>[] = []
  let sent = 0
  for (const body of list) {
    const result = await postLead(body, 1)
    if (result.ok || (result.status >= 400 && result.status < 500 && result.status !== 429))
      sent += 1
    else left.push(body)
  }
  localStorage.setItem(PENDING_KEY, JSON.stringify(left))
  return sent
}
