import 'server-only'

import { queueUnconfiguredDeliveries } from '@/lib/data/leads'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import {
  DEFAULT_DELIVERY_OPTIONS,
  DELIVERY_BATCH,
  deliverDue,
  type WebhookConfig,
} from '@/lib/leads/delivery'

export const WEBHOOK_NOT_CONFIGURED = 'Google Sheets webhook URL not configured'

export function webhookConfig(): WebhookConfig | null {
  const { GOOGLE_SHEETS_WEBHOOK_URL: url, GOOGLE_SHEETS_WEBHOOK_SECRET: secret } = env()
  return url && secret ? { url, secret } : null
}

const SOON = Symbol.for('mbbs.deliverySoon')
const COALESCE_MS = 250
type SoonGlobal = typeof globalThis & { [SOON]?: Promise<void> }

/**
 * Called after a lead is stored and answered: a sweep runs within a moment and delivers it
 * together with any other lead that arrived meanwhile (one claim for many leads). The moment
 * (a quarter of a second: nobody watches the sheet that closely) is what lets a burst of
 * leads share their claims instead of spending the intake's time on them.
 */
export async function deliverNow(leadId: string): Promise<void> {
  const config = webhookConfig()
  if (!config) {
    console.warn(`${WEBHOOK_NOT_CONFIGURED}; lead ${leadId} is stored and marked undelivered.`)
    return
  }
  const store = globalThis as SoonGlobal
  store[SOON] ??= new Promise<void>((resolve) => setTimeout(resolve, COALESCE_MS))
    .then(async () => {
      store[SOON] = undefined
      const db = await getDb()
      for (;;) {
        const { delivered, failed } = await deliverDue(db, config, DEFAULT_DELIVERY_OPTIONS)
        if (delivered + failed < DELIVERY_BATCH) break
      }
    })
    .catch((error: unknown) => {
      store[SOON] = undefined
      console.error('Lead delivery could not run; the sweeper will retry.', error)
    })
  await store[SOON]
}

const SWEEPER = Symbol.for('mbbs.deliverySweeper')
type Global = typeof globalThis & { [SWEEPER]?: NodeJS.Timeout }

/**
 * Resumes deliveries left pending (after a restart, a crash, or while the webhook was
 * down) every `intervalMs`. Only runs when a webhook is configured.
 */
export function startDeliverySweeper(intervalMs = 30_000): void {
  const config = webhookConfig()
  const store = globalThis as Global
  if (!config || store[SWEEPER]) return
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const db = await getDb()
      await queueUnconfiguredDeliveries(db)
      for (;;) {
        const { delivered, failed } = await deliverDue(db, config)
        if (delivered + failed < DELIVERY_BATCH) break
      }
    } catch (error) {
      console.error('Lead delivery sweep failed; it will run again.', error)
    } finally {
      running = false
    }
  }
  store[SWEEPER] = setInterval(() => void sweep(), intervalMs)
  store[SWEEPER].unref()
  setTimeout(() => void sweep(), 1000).unref()
}

export function stopDeliverySweeper(): void {
  const store = globalThis as Global
  if (store[SWEEPER]) clearInterval(store[SWEEPER])
  store[SWEEPER] = undefined
}
