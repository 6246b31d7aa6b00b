import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { legalFrontmatter } from '@/lib/legal'
import { CONSENT_VERSION } from '@/lib/leads/consent'

const dir = path.join(process.cwd(), 'content', 'legal')
const read = (name: string) => fs.readFileSync(path.join(dir, `${name}.mdx`), 'utf8')
const frontmatterOf = (text: string) => parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!)

describe('the legal pages', () => {
  it('each has frontmatter the layout accepts: title, description, date, basis', () => {
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.mdx'))
    expect(files.sort()).toEqual(['privacy.mdx', 'refund.mdx', 'terms.mdx'])
    for (const file of files) {
      const name = file.replace(/\.mdx$/, '')
      expect(() => legalFrontmatter(name, frontmatterOf(read(name))), file).not.toThrow()
    }
  })

  it('refuses frontmatter that is missing or wrong, naming the page', () => {
    expect(() => legalFrontmatter('terms', { title: 'Terms' })).toThrow(
      /content\/legal\/terms\.mdx/,
    )
    expect(() =>
      legalFrontmatter('terms', {
        ...frontmatterOf(read('terms')),
        updated: '25 November 2026',
      }),
    ).toThrow(/updated/)
  })

  it('the privacy notice is dated with the consent version the lead forms record', () => {
    expect(legalFrontmatter('privacy', frontmatterOf(read('privacy'))).updated).toBe(
      CONSENT_VERSION,
    )
  })

  it('links are links: no site address written out as text', () => {
    for (const name of ['privacy', 'refund', 'terms']) {
      const body = read(name).replace(/^---[\s\S]*?---\n/, '')
      const bare = body.match(/(?<![(\w/<])\/[a-z][a-z0-9-]+(?:\/[a-z0-9.-]+)*(?![\w])/g) ?? []
      expect(bare, name).toEqual([])
    }
  })
})
