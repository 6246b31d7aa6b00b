import 'server-only'

import { queueUnconfiguredDeliveries } from '@/lib/data/leads'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { DEFAULT_DELIVERY_OPTIONS, deliverDue, type WebhookConfig } from '@/lib/leads/delivery'

export const WEBHOOK_NOT_CONFIGURED = 'Google Sheets webhook URL not configured'

export function webhookConfig(): WebhookConfig | null {
  const { GOOGLE_SHEETS_WEBHOOK_URL: url, GOOGLE_SHEETS_WEBHOOK_SECRET: secret } = env()
  return url && secret ? { url, secret } : null
}

/** Delivers a lead just stored; runs after the answer has gone (next/server `after`). */
export async function deliverNow(leadId: string): Promise<void> {
  const config = webhookConfig()
  if (!config) {
    console.warn(`${WEBHOOK_NOT_CONFIGURED}; lead ${leadId} is stored and marked undelivered.`)
    return
  }
  try {
    await deliverDue(await getDb(), config, DEFAULT_DELIVERY_OPTIONS, { leadIds: [leadId] })
  } catch (error) {
    console.error(`Lead ${leadId}: delivery could not run; the sweeper will retry.`, error)
  }
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
        if (delivered + failed < 20) break
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
