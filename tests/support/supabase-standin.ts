import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for Supabase's hosted Auth service (GoTrue) and Storage, which cannot run on this
 * machine. It answers the endpoints @supabase/supabase-js calls, the way they do: ES256 access
 * tokens with a key id, published at /auth/v1/.well-known/jwks.json; password and refresh-token
 * grants; /user; logout; sign-up; the admin API behind the service-role key; and Storage's
 * buckets and objects (creation, upload without overwrite, authenticated download, public
 * download from public buckets only). Tests that use it say so in their names. Everything on
 * our side of the wire is the real client.
 */

export type StandinUser = {
  id: string
  email: string
  password: string
  app_metadata: Record<string, unknown>
  email_confirmed_at: string | null
  banned_until: string | null
  created_at: string
  last_sign_in_at: string | null
}

type Session = { id: string; userId: string; refreshToken: string; revoked: boolean }

export type StandinBucket = {
  public: boolean
  allowedMimeTypes: string[] | null
  fileSizeLimit: number | null
}
export type StandinObject = { contentType: string; cacheControl: string; data: Buffer }

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

export type SupabaseStandin = {
  url: string
  anonKey: string
  serviceRoleKey: string
  users: Map<string, StandinUser>
  buckets: Map<string, StandinBucket>
  /** Stored objects by "bucket/path". */
  objects: Map<string, StandinObject>
  /** Requests received, as "METHOD path", for assertions. */
  requests: string[]
  addUser(input: {
    email: string
    password: string
    role?: string
    confirmed?: boolean
  }): StandinUser
  /** An access token signed with the stand-in's real key, for any claims a test wants. */
  sign(claims: Record<string, unknown>, options?: { kid?: string }): string
  close(): Promise<void>
}

export async function startSupabaseStandin(): Promise<SupabaseStandin> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const kid = randomUUID()
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' }
  const anonKey = `anon-${randomBytes(8).toString('hex')}`
  const serviceRoleKey = `service-${randomBytes(16).toString('hex')}`
  const users = new Map<string, StandinUser>()
  const sessions = new Map<string, Session>()
  const buckets = new Map<string, StandinBucket>()
  const objects = new Map<string, StandinObject>()
  const requests: string[] = []
  let url = ''

  function sign(claims: Record<string, unknown>, options: { kid?: string } = {}): string {
    const header = b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: options.kid ?? kid }))
    const payload = b64url(JSON.stringify(claims))
    const signature = createSign('SHA256')
      .update(`${header}.${payload}`)
      .sign({ key: privateKey, dsaEncoding: 'ieee-p1363' })
    return `${header}.${payload}.${b64url(signature)}`
  }

  function publicUser(user: StandinUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.email_confirmed_at,
      confirmed_at: user.email_confirmed_at,
      banned_until: user.banned_until,
      last_sign_in_at: user.last_sign_in_at,
      app_metadata: user.app_metadata,
      user_metadata: {},
      identities: [],
      created_at: user.created_at,
      updated_at: user.created_at,
    }
  }

  function newSession(user: StandinUser) {
    const session: Session = {
      id: randomUUID(),
      userId: user.id,
      refreshToken: randomBytes(12).toString('hex'),
      revoked: false,
    }
    sessions.set(session.id, session)
    user.last_sign_in_at = new Date().toISOString()
    const now = Math.floor(Date.now() / 1000)
    const accessToken = sign({
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      iss: `${url}/auth/v1`,
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aal: 'aal1',
      session_id: session.id,
      app_metadata: user.app_metadata,
      user_metadata: {},
    })
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: session.refreshToken,
      user: publicUser(user),
    }
  }

  /** The session and user of a bearer token, checked the way GoTrue does: signature and expiry. */
  function verify(token: string | undefined): { user: StandinUser; session: Session } | null {
    if (!token) return null
    const [header, payload, signature] = token.split('.')
    if (!header || !payload || !signature) return null
    let valid = false
    try {
      valid = createVerify('SHA256')
        .update(`${header}.${payload}`)
        .verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
    } catch {
      return null
    }
    if (!valid) return null
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub: string
      exp: number
      session_id: string
    }
    if (claims.exp * 1000 < Date.now()) return null
    const session = sessions.get(claims.session_id)
    const user = users.get(claims.sub)
    if (!session || session.revoked || !user) return null
    return { user, session }
  }

  const isBanned = (user: StandinUser) =>
    user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now()

  function addUser(input: { email: string; password: string; role?: string; confirmed?: boolean }) {
    const user: StandinUser = {
      id: randomUUID(),
      email: input.email.toLowerCase(),
      password: input.password,
      app_metadata: {
        provider: 'email',
        providers: ['email'],
        ...(input.role ? { role: input.role } : {}),
      },
      email_confirmed_at: input.confirmed === false ? null : new Date().toISOString(),
      banned_until: null,
      created_at: new Date().toISOString(),
      last_sign_in_at: null,
    }
    users.set(user.id, user)
    return user
  }

  const findByEmail = (email: string) =>
    [...users.values()].find((user) => user.email === email.toLowerCase())

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const fail = (response: ServerResponse, status: number, code: string, msg: string) =>
    send(response, status, { code: status, error_code: code, msg })

  async function readBytes(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    const text = (await readBytes(request)).toString()
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  }

  /** Storage's errors: HTTP 400 with the real status in the body, as storage-api has long done. */
  const storageFail = (
    response: ServerResponse,
    statusCode: number,
    error: string,
    message: string,
  ) => send(response, 400, { statusCode: String(statusCode), error, message })

  /** Storage: only the service-role key may create buckets or touch private objects here. */
  async function handleStorage(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    isService: boolean,
  ) {
    if (request.method === 'POST' && pathname === '/storage/v1/bucket') {
      if (!isService) return storageFail(response, 403, 'Unauthorized', 'row-level security')
      const body = await readJson(request)
      const id = String(body.id ?? body.name)
      if (buckets.has(id))
        return storageFail(response, 409, 'Duplicate', 'The resource already exists')
      buckets.set(id, {
        public: body.public === true,
        allowedMimeTypes: (body.allowed_mime_types as string[] | undefined) ?? null,
        fileSizeLimit: (body.file_size_limit as number | undefined) ?? null,
      })
      return send(response, 200, { name: id })
    }
    const bucketMatch = /^\/storage\/v1\/bucket\/([^/]+)$/.exec(pathname)
    if (request.method === 'PUT' && bucketMatch) {
      if (!isService) return storageFail(response, 403, 'Unauthorized', 'row-level security')
      const id = decodeURIComponent(bucketMatch[1]!)
      if (!buckets.has(id)) return storageFail(response, 404, 'not_found', 'Bucket not found')
      const body = await readJson(request)
      buckets.set(id, {
        public: body.public === true,
        allowedMimeTypes: (body.allowed_mime_types as string[] | undefined) ?? null,
        fileSizeLimit: (body.file_size_limit as number | undefined) ?? null,
      })
      return send(response, 200, { message: 'Successfully updated' })
    }
    // Storage's remove(): the objects' paths in the body; answers with those it deleted.
    const removeMatch = /^\/storage\/v1\/object\/([^/]+)$/.exec(pathname)
    if (request.method === 'DELETE' && removeMatch) {
      const bucketId = decodeURIComponent(removeMatch[1]!)
      if (!isService || !buckets.has(bucketId)) {
        return storageFail(response, 404, 'Bucket not found', 'Bucket not found')
      }
      const { prefixes } = await readJson(request)
      const removed = (prefixes as string[]).filter((name) => objects.delete(`${bucketId}/${name}`))
      return send(
        response,
        200,
        removed.map((name) => ({ name, bucket_id: bucketId })),
      )
    }
    const publicMatch = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(pathname)
    const match = publicMatch ?? /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(pathname)
    if (!match) return storageFail(response, 404, 'not_found', 'No such route')
    const [, bucketId = '', objectPath = ''] = match
    const bucket = buckets.get(bucketId)
    if (!bucket || (publicMatch && !bucket.public) || (!publicMatch && !isService)) {
      return storageFail(response, 404, 'Bucket not found', 'Bucket not found')
    }
    const key = `${bucketId}/${decodeURIComponent(objectPath)}`
    if (request.method === 'GET') {
      const object = objects.get(key)
      if (!object) return storageFail(response, 404, 'not_found', 'Object not found')
      response.writeHead(200, {
        'content-type': object.contentType,
        'cache-control': object.cacheControl,
      })
      response.end(object.data)
      return
    }
    if (request.method === 'POST' && !publicMatch) {
      const data = await readBytes(request)
      const contentType = request.headers['content-type'] ?? 'application/octet-stream'
      if (bucket.allowedMimeTypes && !bucket.allowedMimeTypes.includes(contentType)) {
        return storageFail(
          response,
          415,
          'invalid_mime_type',
          `mime type ${contentType} is not supported`,
        )
      }
      if (bucket.fileSizeLimit !== null && data.length > bucket.fileSizeLimit) {
        return storageFail(
          response,
          413,
          'Payload too large',
          'The object exceeded the maximum allowed size',
        )
      }
      if (objects.has(key) && request.headers['x-upsert'] !== 'true') {
        return storageFail(response, 409, 'Duplicate', 'The resource already exists')
      }
      objects.set(key, {
        contentType,
        cacheControl: String(request.headers['cache-control'] ?? 'no-cache'),
        data,
      })
      return send(response, 200, { Id: randomUUID(), Key: key })
    }
    return storageFail(response, 405, 'method_not_allowed', 'Method not allowed')
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? '/', url)
    requests.push(`${request.method} ${pathname}`)
    const apikey = request.headers.apikey
    if (apikey !== anonKey && apikey !== serviceRoleKey) {
      return fail(response, 401, 'no_api_key', 'Invalid API key')
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (pathname.startsWith('/storage/v1/')) {
      return handleStorage(request, response, pathname, bearer === serviceRoleKey)
    }

    if (request.method === 'GET' && pathname === '/auth/v1/.well-known/jwks.json') {
      return send(response, 200, { keys: [jwk] })
    }
    if (request.method === 'POST' && pathname === '/auth/v1/token') {
      const body = await readJson(request)
      if (searchParams.get('grant_type') === 'password') {
        const user = findByEmail(String(body.email ?? ''))
        if (!user || user.password !== body.password) {
          return fail(response, 400, 'invalid_credentials', 'Invalid login credentials')
        }
        if (!user.email_confirmed_at)
          return fail(response, 400, 'email_not_confirmed', 'Email not confirmed')
        if (isBanned(user)) return fail(response, 400, 'user_banned', 'User is banned')
        return send(response, 200, newSession(user))
      }
      if (searchParams.get('grant_type') === 'refresh_token') {
        const session = [...sessions.values()].find((s) => s.refreshToken === body.refresh_token)
        const user = session && users.get(session.userId)
        if (!session || session.revoked || !user || isBanned(user)) {
          return fail(response, 400, 'refresh_token_not_found', 'Invalid Refresh Token')
        }
        session.revoked = true
        return send(response, 200, newSession(user))
      }
      return fail(response, 400, 'unsupported_grant_type', 'Unsupported grant type')
    }
    if (request.method === 'GET' && pathname === '/auth/v1/user') {
      const found = verify(bearer)
      if (!found) return fail(response, 403, 'bad_jwt', 'invalid JWT')
      return send(response, 200, publicUser(found.user))
    }
    if (request.method === 'POST' && pathname === '/auth/v1/logout') {
      const found = verify(bearer)
      if (found) found.session.revoked = true
      response.writeHead(204).end()
      return
    }
    if (request.method === 'POST' && pathname === '/auth/v1/signup') {
      const body = await readJson(request)
      const email = String(body.email ?? '')
      // GoTrue answers an existing e-mail with an obfuscated user, and sends no new mail.
      const user =
        findByEmail(email) ?? addUser({ email, password: String(body.password), confirmed: false })
      return send(response, 200, publicUser(user))
    }
    if (pathname.startsWith('/auth/v1/admin/')) {
      if (bearer !== serviceRoleKey || apikey !== serviceRoleKey) {
        return fail(response, 403, 'not_admin', 'User not allowed')
      }
      if (request.method === 'GET' && pathname === '/auth/v1/admin/users') {
        const perPage = Number(searchParams.get('per_page') ?? 50)
        const page = Number(searchParams.get('page') ?? 1)
        const all = [...users.values()]
        return send(response, 200, {
          users: all.slice((page - 1) * perPage, page * perPage).map(publicUser),
          aud: 'authenticated',
        })
      }
      if (request.method === 'POST' && pathname === '/auth/v1/admin/users') {
        const body = await readJson(request)
        if (findByEmail(String(body.email))) {
          return fail(
            response,
            422,
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        const user = addUser({
          email: String(body.email),
          password: String(body.password),
          confirmed: body.email_confirm === true,
        })
        user.app_metadata = { ...user.app_metadata, ...(body.app_metadata as object) }
        return send(response, 200, publicUser(user))
      }
      const match = /^\/auth\/v1\/admin\/users\/([\w-]+)$/.exec(pathname)
      const user = match && users.get(match[1]!)
      if (request.method === 'GET' && user) return send(response, 200, publicUser(user))
      if (request.method === 'PUT' && user) {
        const body = await readJson(request)
        if (typeof body.password === 'string') user.password = body.password
        if (body.email_confirm === true) user.email_confirmed_at ??= new Date().toISOString()
        if (body.app_metadata)
          user.app_metadata = { ...user.app_metadata, ...(body.app_metadata as object) }
        if (body.ban_duration === 'none') user.banned_until = null
        else if (typeof body.ban_duration === 'string') {
          const hours = Number(/^(\d+)h$/.exec(body.ban_duration)?.[1])
          user.banned_until = new Date(Date.now() + hours * 3_600_000).toISOString()
        }
        return send(response, 200, publicUser(user))
      }
      return fail(response, 404, 'user_not_found', 'User not found')
    }
    return fail(response, 404, 'not_found', `No stand-in for ${request.method} ${pathname}`)
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      fail(response, 500, 'unexpected', String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    anonKey,
    serviceRoleKey,
    users,
    buckets,
    objects,
    requests,
    addUser,
    sign,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
