import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A real local HTTP server that answers like a Google Apps Script web app receiving leads, so the
 * lead-delivery code can be tested over real HTTP instead of mocks.
 *
 * Like Apps Script, the script "runs" while the POST to `/exec` is handled: the lead is recorded
 * then, and the output is stored under a fresh echo key. The POST is answered `302` to
 * `/macros/echo?user_content_key=<key>`, whose GET serves the stored output as JSON.
 */
export type FakeBehaviour =
  /** Validate the secret, record the lead once per leadId, answer {"ok":true,"leadId":<id>}. */
  | 'ok'
  /** Answer the POST 503 with an HTML body (no redirect). */
  | 'down'
  /**
   * Wait `slowMs` before answering the POST, then behave like 'ok'. If the client gives up first,
   * the wait is cancelled and nothing is recorded.
   */
  | 'slow'
  /** Normal 302 flow, but the echo answers 200 {"ok":false,"error":"Script error: TypeError"}. */
  | 'error-json'
  /** Normal 302 flow, but the echo answers {"ok":true,"leadId":"some-other-id"}. */
  | 'wrong-id'
  /** Answer the POST 302 to /ServiceLogin, whose GET is Google's HTML sign-in page. */
  | 'sign-in'
  /** Normal 302 flow, but the echo answers 200 text/html '<html>Oops</html>'. */
  | 'not-json'
  /**
   * The site's original script (docs/google-apps-script.md): checks the secret, appends every
   * post it gets (it keeps no lead ids) and answers {"success":true}, without the lead id.
   */
  | 'spec'

export type ReceivedLead = { body: Record<string, unknown>; receivedAt: Date }

export interface FakeAppsScript {
  /** The full /exec URL, e.g. http://127.0.0.1:PORT/macros/s/FAKE/exec */
  url: string
  /** The secret it expects in body.secret */
  secret: string
  /** Mutable: tests switch it at run time; read when each POST arrives. */
  behaviour: FakeBehaviour
  /** Mutable: how long 'slow' waits before answering the POST. */
  slowMs: number
  /**
   * Every accepted lead in arrival order: once per leadId ('ok' and 'slow'), or every post
   * ('spec').
   */
  received: ReceivedLead[]
  /** Count of POST requests to /exec of any outcome. */
  posts: number
  /** Count of GET requests to the echo URL. */
  gets: number
  /** Methods used on the echo URL (should all be 'GET'). */
  methodsSeenOnEcho: string[]
  /**
   * Resolves with `received` once it holds at least `count` leads; rejects after `timeoutMs`
   * (default 10000), or when the fake is closed, saying how many arrived.
   */
  waitForLeads(count: number, timeoutMs?: number): Promise<ReceivedLead[]>
  /** Closes the server and destroys open sockets (pending 'slow' requests included). */
  close(): Promise<void>
}

export const DEFAULT_FAKE_SECRET = 'test-secret-0123456789abcdef'
export const DEFAULT_SLOW_MS = 15_000

const SCRIPT_ID = 'FAKE'
const EXEC_PATH = `/macros/s/${SCRIPT_ID}/exec`
const ECHO_PATH = '/macros/echo'
const SIGN_IN_PATH = '/ServiceLogin'
/** Not part of Apps Script: lets a test in another process read `received`. */
export const RECEIVED_PATH = '/__received'

type StoredAnswer = { status: number; contentType: string; body: string }

type Waiter = {
  count: number
  resolve: (leads: ReceivedLead[]) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

const HTML = 'text/html; charset=UTF-8'
const JSON_TYPE = 'application/json; charset=utf-8'

export async function startFakeAppsScript(
  options: { secret?: string; behaviour?: FakeBehaviour; port?: number } = {},
): Promise<FakeAppsScript> {
  const sockets = new Set<Socket>()
  const slowTimers = new Set<NodeJS.Timeout>()
  const answers = new Map<string, StoredAnswer>()
  const waiters = new Set<Waiter>()
  const seenLeadIds = new Set<string>()
  let origin = ''
  let closed = false

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        send(res, 500, 'text/plain; charset=utf-8', `fake Apps Script failed: ${String(error)}`)
      } else {
        res.destroy()
      }
    })
  })

  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  const fake: FakeAppsScript = {
    url: '',
    secret: options.secret ?? DEFAULT_FAKE_SECRET,
    behaviour: options.behaviour ?? 'ok',
    slowMs: DEFAULT_SLOW_MS,
    received: [],
    posts: 0,
    gets: 0,
    methodsSeenOnEcho: [],
    waitForLeads(count, timeoutMs = 10_000) {
      if (fake.received.length >= count) return Promise.resolve([...fake.received])
      if (closed) {
        return Promise.reject(
          new Error(
            `fake Apps Script is closed: expected ${count} lead(s) but ${fake.received.length} arrived`,
          ),
        )
      }
      return new Promise<ReceivedLead[]>((resolve, reject) => {
        const waiter: Waiter = {
          count,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter)
            reject(
              new Error(
                `waitForLeads timed out after ${timeoutMs}ms: expected ${count} lead(s) but ` +
                  `${fake.received.length} arrived (${fake.posts} POST(s) seen)`,
              ),
            )
          }, timeoutMs),
        }
        waiters.add(waiter)
      })
    },
    close() {
      if (closed) return Promise.resolve()
      closed = true
      for (const timer of slowTimers) clearTimeout(timer)
      slowTimers.clear()
      for (const waiter of waiters) {
        clearTimeout(waiter.timer)
        waiter.reject(
          new Error(
            `fake Apps Script closed: expected ${waiter.count} lead(s) but ` +
              `${fake.received.length} arrived`,
          ),
        )
      }
      waiters.clear()
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        for (const socket of sockets) socket.destroy()
        sockets.clear()
      })
    },
  }

  function record(body: Record<string, unknown>): void {
    fake.received.push({ body, receivedAt: new Date() })
    for (const waiter of waiters) {
      if (fake.received.length >= waiter.count) {
        clearTimeout(waiter.timer)
        waiters.delete(waiter)
        waiter.resolve([...fake.received])
      }
    }
  }

  /** What the script's doPost would output for this body; records the lead when accepted. */
  function runScript(raw: string, { keepIds = true } = {}): Record<string, unknown> {
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return { ok: false, error: 'Invalid JSON' }
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { ok: false, error: 'Invalid JSON' }
    }
    const lead = body as Record<string, unknown>
    if (lead.secret !== fake.secret) return { ok: false, error: 'Unauthorized' }
    const leadId = lead.leadId
    if (typeof leadId !== 'string' || leadId.trim() === '') {
      return { ok: false, error: 'Missing leadId' }
    }
    if (keepIds && seenLeadIds.has(leadId)) return { ok: true, leadId, duplicate: true }
    seenLeadIds.add(leadId)
    record(lead)
    return { ok: true, leadId }
  }

  function redirectToEcho(res: http.ServerResponse, answer: StoredAnswer): void {
    const key = randomBytes(24).toString('base64url')
    answers.set(key, answer)
    redirect(res, `${origin}${ECHO_PATH}?user_content_key=${key}&lib=${SCRIPT_ID}`)
  }

  async function handlePost(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    fake.posts += 1
    const behaviour = fake.behaviour
    const raw = await readBody(req)

    switch (behaviour) {
      case 'down':
        send(
          res,
          503,
          HTML,
          '<!DOCTYPE html><html><head><title>Service Unavailable</title></head>' +
            '<body><p>The service is temporarily unavailable. Please try again later.</p></body></html>',
        )
        return
      case 'sign-in':
        redirect(
          res,
          `${origin}${SIGN_IN_PATH}?continue=${encodeURIComponent(`${origin}${EXEC_PATH}`)}`,
        )
        return
      case 'error-json':
        redirectToEcho(res, json({ ok: false, error: 'Script error: TypeError' }))
        return
      case 'wrong-id':
        redirectToEcho(res, json({ ok: true, leadId: 'some-other-id' }))
        return
      case 'not-json':
        redirectToEcho(res, { status: 200, contentType: HTML, body: '<html>Oops</html>' })
        return
      case 'slow': {
        const finished = await waitUnlessAbandoned(res, fake.slowMs)
        if (!finished) return
        redirectToEcho(res, json(runScript(raw)))
        return
      }
      case 'ok':
        redirectToEcho(res, json(runScript(raw)))
        return
      case 'spec': {
        const answer = runScript(raw, { keepIds: false })
        redirectToEcho(
          res,
          json(answer.ok ? { success: true } : { success: false, error: answer.error }),
        )
        return
      }
    }
  }

  /** Waits `ms`; false when the client gave up (or the fake closed) first. */
  function waitUnlessAbandoned(res: http.ServerResponse, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const onClose = () => {
        clearTimeout(timer)
        slowTimers.delete(timer)
        resolve(false)
      }
      const timer = setTimeout(() => {
        slowTimers.delete(timer)
        res.off('close', onClose)
        resolve(!res.destroyed && !closed)
      }, ms)
      slowTimers.add(timer)
      res.once('close', onClose)
    })
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin || 'http://127.0.0.1')
    const method = req.method ?? 'GET'

    if (url.pathname === EXEC_PATH) {
      if (method === 'POST') return handlePost(req, res)
      await readBody(req)
      send(res, 200, HTML, '<html><body>Script function not found: doGet</body></html>')
      return
    }

    if (url.pathname === ECHO_PATH) {
      fake.methodsSeenOnEcho.push(method)
      await readBody(req)
      if (method !== 'GET') {
        res.setHeader('Allow', 'GET')
        send(res, 405, HTML, '<html><body>Method Not Allowed</body></html>')
        return
      }
      fake.gets += 1
      const answer = answers.get(url.searchParams.get('user_content_key') ?? '')
      if (!answer) {
        send(
          res,
          404,
          HTML,
          '<html><body>Sorry, unable to open the file at this time.</body></html>',
        )
        return
      }
      send(res, answer.status, answer.contentType, answer.body)
      return
    }

    // For tests in other processes (Playwright workers): what has arrived so far.
    if (url.pathname === RECEIVED_PATH && method === 'GET') {
      await readBody(req)
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(fake.received))
      return
    }

    if (url.pathname === SIGN_IN_PATH) {
      await readBody(req)
      send(
        res,
        200,
        HTML,
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
          '<title>Sign in - Google Accounts</title></head>' +
          '<body><form><input type="email" name="identifier"></form></body></html>',
      )
      return
    }

    await readBody(req)
    send(res, 404, HTML, '<html><body>Not Found</body></html>')
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })

  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  fake.url = `${origin}${EXEC_PATH}`
  return fake
}

function json(value: Record<string, unknown>): StoredAnswer {
  return { status: 200, contentType: JSON_TYPE, body: JSON.stringify(value) }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.once('error', reject)
  })
}

function send(res: http.ServerResponse, status: number, contentType: string, body: string): void {
  if (res.destroyed) return
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
  })
  res.end(body)
}

function redirect(res: http.ServerResponse, location: string): void {
  if (res.destroyed) return
  const href = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  res.setHeader('Location', location)
  send(
    res,
    302,
    HTML,
    `<HTML><HEAD><TITLE>Moved Temporarily</TITLE></HEAD><BODY>` +
      `The document has moved <A HREF="${href}">here</A>.</BODY></HTML>`,
  )
}
