import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real local SMTP server that accepts any login and keeps every message it receives,
 * parsed, so the mail code can be tested over real SMTP. With `httpPort` it also lists them
 * as JSON at GET /__mail, for tests running in another process (the e2e workers).
 */
export type ReceivedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  username: string | null
  receivedAt: string
}

export interface SmtpSink {
  /** smtp://user:password@127.0.0.1:PORT, as SMTP_URL takes it. */
  url: string
  port: number
  /** Every message accepted, in arrival order. */
  messages: ReceivedMail[]
  /** Mutable: 'refuse' answers every message with a permanent error and keeps nothing. */
  behaviour: 'accept' | 'refuse'
  /** The first message to `address` after `since` messages, waiting up to `timeoutMs`. */
  waitFor(address: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>
  close(): Promise<void>
}

export async function startSmtpSink(
  options: { port?: number; httpPort?: number } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const sink = { behaviour: 'accept' as SmtpSink['behaviour'] }
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (sink.behaviour === 'refuse') {
            const error = new Error('Mailbox unavailable') as Error & { responseCode: number }
            error.responseCode = 550
            return callback(error)
          }
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            username: typeof session.user === 'string' ? session.user : null,
            receivedAt: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port

  let listing: http.Server | undefined
  if (options.httpPort !== undefined) {
    listing = http.createServer((req, res) => {
      if (req.url !== '/__mail') {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages))
    })
    await new Promise<void>((resolve, reject) => {
      listing!.once('error', reject)
      listing!.listen(options.httpPort, '127.0.0.1', () => resolve())
    })
  }

  return {
    url: `smtp://mailer:any-password@127.0.0.1:${port}`,
    port,
    messages,
    get behaviour() {
      return sink.behaviour
    },
    set behaviour(value) {
      sink.behaviour = value
    },
    async waitFor(address, { since = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.slice(since).find((m) => m.to.includes(address.toLowerCase()))
        if (found) return found
        if (Date.now() > deadline) {
          throw new Error(`No mail to ${address} within ${timeoutMs} ms (${messages.length} kept)`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (listing) await new Promise<void>((resolve) => listing!.close(() => resolve()))
    },
  }
}

/** The first link in a message's text that opens the data-request confirmation page. */
export function verificationLink(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/privacy-policy\/your-data\/verify\?token=[A-Za-z0-9_%-]+/.exec(
    mail.text,
  )
  if (!match) throw new Error(`No confirmation link in: ${mail.text}`)
  return new URL(match[0])
}
