// `npm run throughput -- [--rounds=2] [--seconds=8] [--connections=20] [--origin=URL]... /path ...`
// Requests per second of pages of the production build, side by side with the bare Next page
// in the same run (autocannon, rounds interleaved so the machine's state is shared). Each
// --origin=URL adds another server to measure the same paths on (an nginx in front, another
// build); without paths, /, /universities and /university-details/13.
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { serveBareApp } from './lib/bare-app.mjs'
import { serveBuild } from './lib/serve-build.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const rounds = option('rounds', 2)
const seconds = option('seconds', 8)
const connections = option('connections', 20)
const extraOrigins = args.filter((arg) => arg.startsWith('--origin=')).map((arg) => arg.slice(9))
const paths = args.filter((arg) => arg.startsWith('/'))
if (paths.length === 0) paths.push('/', '/universities', '/university-details/13')

const port = option('port', 3400)
const bare = await serveBareApp({ port: port + 1 })
const ours = await serveBuild({ port })

async function rate(url) {
  const result = await autocannon({ url, connections, duration: seconds })
  const ok = result['2xx']
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  }
  return { perSecond: ok / seconds, p99: result.latency.p99 }
}

async function size(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  return { raw: body.length, gzip: gzipSync(body).length }
}

const targets = [
  { label: 'bare Next page', url: `${bare.origin}/` },
  ...paths.map((path) => ({ label: path, url: ours.origin + path })),
  ...extraOrigins.flatMap((origin) =>
    paths.map((path) => ({ label: `${origin}${path}`, url: origin + path })),
  ),
]
const results = new Map(targets.map((target) => [target.label, []]))
try {
  for (const target of targets) await fetch(target.url) // render and cache before measuring
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const measured = await rate(target.url)
      results.get(target.label).push(measured)
      console.log(
        `round ${round} ${target.label}: ${measured.perSecond.toFixed(0)}/s, p99 ${measured.p99} ms`,
      )
    }
  }
  const bareRates = results.get('bare Next page').map((r) => r.perSecond)
  const bareBest = Math.max(...bareRates)
  console.log(
    `\n| page | requests/s (${rounds} rounds) | of the bare page | p99 | HTML raw / gzip |`,
  )
  console.log('|---|---|---|---|---|')
  for (const target of targets) {
    const rates = results.get(target.label).map((r) => r.perSecond)
    const best = Math.max(...rates)
    const { raw, gzip } = await size(target.url)
    console.log(
      `| ${target.label} | ${rates.map((r) => r.toFixed(0)).join(' / ')} | ${Math.round((100 * best) / bareBest)}% | ${Math.max(...results.get(target.label).map((r) => r.p99))} ms | ${(raw / 1024).toFixed(1)} KB / ${(gzip / 1024).toFixed(1)} KB |`,
    )
  }
} finally {
  await ours.stop()
  await bare.stop()
}
