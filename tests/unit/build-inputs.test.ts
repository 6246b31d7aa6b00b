import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildInputs, reasons } from '../../scripts/lib/build-inputs.mjs'

/** A checkout with one page, as `npm run build -- --if-changed` reads it. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'))
  fs.mkdirSync(path.join(root, 'app'))
  fs.writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default function Page() {}\n')
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}\n')
  return root
}

describe('whether the build is up to date, and why not', () => {
  const env = { NEXT_PUBLIC_CONTACT_EMAIL: 'office@clinic.example', PATH: '/usr/bin' }

  it('is up to date when no source and no built-in value changed', () => {
    const root = checkout()
    expect(reasons(buildInputs(root, env), buildInputs(root, { ...env, PATH: '/bin' }))).toEqual([])
  })

  it('names the NEXT_PUBLIC_* value that changed, set or unset, without printing it', () => {
    const root = checkout()
    const before = buildInputs(root, env)
    const changed = reasons(
      before,
      buildInputs(root, { ...env, NEXT_PUBLIC_CONTACT_EMAIL: 'desk@clinic.example' }),
    )
    expect(changed).toEqual([
      'NEXT_PUBLIC_CONTACT_EMAIL changed (the pages are built with this value in them)',
    ])
    expect(
      reasons(before, buildInputs(root, { ...env, NEXT_PUBLIC_FACEBOOK_URL: 'https://x' })),
    ).toEqual(['NEXT_PUBLIC_FACEBOOK_URL changed (the pages are built with this value in them)'])
    expect(JSON.stringify(before)).not.toContain('office@clinic.example')
  })

  it('names the source files that changed, and says when there is no record at all', () => {
    const root = checkout()
    const before = buildInputs(root, env)
    fs.writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default function Page() { }\n')
    fs.writeFileSync(path.join(root, 'app', 'new.tsx'), '\n')
    expect(reasons(before, buildInputs(root, env))).toEqual([
      'the sources changed: app/new.tsx, app/page.tsx',
    ])
    expect(reasons(null, buildInputs(root, env))).toEqual([
      'no record of what the last build was made from',
    ])
  })
})
