// `npm run lighthouse [--runs=N] [paths...]`: Lighthouse (mobile, its default) against the production
// build in the Chromium the tests use. Prints the four scores and the first-load JS of each
// page beside a bare Next page's, and fails when a page is outside DESIGN.md's budgets
// (performance 95, the others 100, first-load JS at most 30 KB above the bare page's).
// Keeps the JSON reports in .lighthouse/ (git-ignored).
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

const JS_BUDGET_ABOVE_BARE = 30 * 1024

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

/** The run with the median performance score of `runs`, and the spread of the scores. */
async function median(url) {
  // One unmeasured visit, so the server's first-request costs are not counted.
  await fetch(url)
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await measure(url))
  results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score)
  const spread = results.map((r) => Math.round(r.lhr.categories.performance.score * 100))
  return { result: results[Math.floor(results.length / 2)], spread: spread.join('/') }
}

const rows = []
const overJs = new Set()
let server
try {
  // The yardstick: a bare Next page on this machine, measured the same way.
  const bareApp = await serveBareApp({ port: port + 1 })
  let bare
  try {
    bare = await firstLoadJs(bareApp.origin, '/')
    const { result, spread } = await median(`${bareApp.origin}/`)
    console.log(
      `A bare Next page: ${(bare.gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip), performance ${Math.round(result.lhr.categories.performance.score * 100)} (runs ${spread}).`,
    )
  } finally {
    await bareApp.stop()
  }

  server = await serveBuild({ port })
  for (const pagePath of paths) {
    const { result, spread } = await median(server.origin + pagePath)
    const { categories } = result.lhr
    const js = await firstLoadJs(server.origin, pagePath)
    const name = pagePath === '/' ? 'home' : pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_')
    fs.writeFileSync(path.join(outDir, `${name}.json`), result.report)
    if (js.gzipBytes - bare.gzipBytes > JS_BUDGET_ABOVE_BARE) overJs.add(pagePath)
    rows.push({
      page: pagePath,
      performance: Math.round(categories.performance.score * 100),
      [`perf of ${runs} runs`]: spread,
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
    `Outside the budgets (performance 95, others 100, first-load JS bare + 30 KB): ${failing.map((row) => row.page).join(', ')}`,
  )
  process.exitCode = 1
}
