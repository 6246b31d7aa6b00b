import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

/** Debian's redis-server (`.ci/run` installs it), or REDIS_SERVER_PATH. */
export function findRedisServer(): string {
  const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server']
  const found = candidates.find((file) => file && fs.existsSync(file))
  if (found) return found
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error(
      'redis-server not found: apt-get install redis-server, or set REDIS_SERVER_PATH',
    )
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** A port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A throw-away Redis on `port`: no persistence, so a restart comes back empty, and the
 * key-space events the shared cache handler listens to. `stock: true` leaves them at
 * Redis's default (none), as a Redis installed from a package is; `args` adds options.
 */
export async function startRedis(
  port: number,
  { stock = false, args = [] }: { stock?: boolean; args?: string[] } = {},
) {
  const binary = findRedisServer()
  let child: ChildProcess | undefined

  async function start() {
    child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        ...(stock ? [] : ['--notify-keyspace-events', 'Exe']),
        ...args,
      ],
      { stdio: 'ignore' },
    )
    const deadline = Date.now() + 10_000
    while (!(await answersPing(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    const running = child
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill(signal)
    })
  }

  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => kill('SIGKILL'),
    restart: start,
    stop: () => kill('SIGTERM'),
  }
}
