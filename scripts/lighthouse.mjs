// `npm run lighthouse [--runs=N] [paths...]`: Lighthouse (mobile, its default) against the
// production build in the Chromium the tests use. Prints the four scores and the first-load JS
// of each page beside a bare Next page's, measured in the same rounds, and fails when a page
// is outside the budgets of docs/architecture.md (performance 95, the others 100, first-load
// JS at most 25 KB above the bare page's). JSON reports go to .lighthouse/ (git-ignored).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { serveBareApp } from './lib/bare-app.mjs'
import { CHROMIUM_FLAGS, findChromium } from './lib/find-chromium.mjs'
import { firstLoadJs, serveBuild } from './lib/serve-build.mjs'

const args = process.argv.slice(2)
const runsArg = args.find((arg) => arg.startsWith('--runs='))
// Scores on a 2-core machine move by several points between runs; the median of N is kept.
const runs = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3))
const paths = args.filter((arg) => !arg.startsWith('--'))
if (paths.length === 0) paths.push('/')
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3230)
const outDir = path.resolve('.lighthouse')
fs.mkdirSync(outDir, { recursive: true })

const JS_BUDGET_ABOVE_BARE = 25 * 1024

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})

async function measure(url) {
  // Lighthouse now and then fails to record the trace (NO_NAVSTART); such a run is repeated.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result.lhr.runtimeError) return result
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    console.warn(`${url}: ${result.lhr.runtimeError.code}; running it again`)
  }
}

const score = (result) => Math.round(result.lhr.categories.performance.score * 100)
const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The run with the median performance score, and the spread of the scores. */
function median(results) {
  const sorted = [...results].sort((a, b) => score(a) - score(b))
  return { result: sorted[Math.floor(sorted.length / 2)], spread: sorted.map(score).join('/') }
}

const rows = []
const overJs = new Set()
let server
let bareApp
try {
  // The yardstick: a bare Next page on this machine, measured in the same rounds as the pages.
  // This machine's speed changes from one minute to the next (Lighthouse's CPU index moves
  // between about 1000 and 2200), so each round visits the bare page and then every page.
  bareApp = await serveBareApp({ port: port + 1 })
  // The pages of the sources as they are: rebuilt first when anything that goes into the build
  // changed (as the test suite does), or a stale .next would be measured. A demonstration build,
  // as the server below runs (DEMO_SITE), unless the environment says otherwise.
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
    stdio: 'inherit',
    env: { DEMO_SITE: 'true', ...process.env },
  })
  if (build.status !== 0) throw new Error('The build failed')
  server = await serveBuild({ port })
  const bare = await firstLoadJs(bareApp.origin, '/')
  const targets = [`${bareApp.origin}/`, ...paths.map((pagePath) => server.origin + pagePath)]
  // One unmeasured visit each, so the servers' first-request costs are not counted.
  for (const url of targets) await fetch(url)
  const results = new Map(targets.map((url) => [url, []]))
  for (let run = 0; run < runs; run += 1) {
    for (const url of targets) results.get(url).push(await measure(url))
  }

  const bareRuns = results.get(targets[0])
  const bareMedian = medianOf(bareRuns.map(score))
  console.log(
    `A bare Next page: ${(bare.gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip), performance ${bareMedian} (runs ${median(bareRuns).spread}).`,
  )
  for (const pagePath of paths) {
    const pageRuns = results.get(server.origin + pagePath)
    const { result, spread } = median(pageRuns)
    const { categories } = result.lhr
    const js = await firstLoadJs(server.origin, pagePath)
    const name = pagePath === '/' ? 'home' : pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_')
    fs.writeFileSync(path.join(outDir, `${name}.json`), result.report)
    if (js.gzipBytes - bare.gzipBytes > JS_BUDGET_ABOVE_BARE) overJs.add(pagePath)
    rows.push({
      page: pagePath,
      performance: score(result),
      [`perf of ${runs} runs`]: spread,
      'bare, same rounds': bareMedian,
      'CPU index': Math.round(medianOf(pageRuns.map((r) => r.lhr.environment.benchmarkIndex))),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      LCP: result.lhr.audits['largest-contentful-paint'].displayValue,
      CLS: result.lhr.audits['cumulative-layout-shift'].displayValue,
      TBT: result.lhr.audits['total-blocking-time'].displayValue,
      'first-load JS (gzip)': `${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.scripts} scripts`,
      'JS above bare': `${((js.gzipBytes - bare.gzipBytes) / 1024).toFixed(1)} KB`,
    })
  }
} finally {
  await chrome.kill()
  await server?.stop()
  await bareApp?.stop()
}

console.table(rows)
console.log(`Reports: ${outDir}`)
const failing = rows.filter(
  (row) =>
    row.performance < 95 ||
    row.accessibility < 100 ||
    row['best-practices'] < 100 ||
    row.seo < 100 ||
    overJs.has(row.page),
)
if (failing.length > 0) {
  console.error(
    `Outside the budgets (performance 95, others 100, first-load JS bare + 25 KB): ${failing.map((row) => row.page).join(', ')}`,
  )
  process.exitCode = 1
}
