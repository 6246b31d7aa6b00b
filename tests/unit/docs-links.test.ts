import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
]

const isAddress = (target: string) => /^[a-z]+:/i.test(target)

describe('the repository documents itself', () => {
  it.each(documents)('%s points only at files a clone has', (document) => {
    const text = fs.readFileSync(path.join(root, document), 'utf8')
    const here = path.dirname(path.join(root, document))
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !isAddress(target) && !target.startsWith('/'))
    const missing = links.filter((target) => !fs.existsSync(path.resolve(here, target)))
    // A path in a code span, such as `../shared/DESIGN.md`, that leaves the repository.
    const outside = [...text.matchAll(/`(\.\.\/[^`\s]+)`/g)].map((match) => match[1]!)
    expect({ missing, outside }).toEqual({ missing: [], outside: [] })
  })

  it('the README links the architecture notes, and they exist', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(
      '(docs/architecture.md)',
    )
    expect(fs.existsSync(path.join(root, 'docs/architecture.md'))).toBe(true)
  })
})
