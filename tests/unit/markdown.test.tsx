import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Markdown } from '@/components/ui/markdown'
import { MARKDOWN_MAX_DEPTH, markdownDepth } from '@/lib/markdown-depth'
import { postFormSchema } from '@/lib/validation/post'

const html = (text: string, shiftHeadings: 0 | 1 = 0) =>
  renderToStaticMarkup(<Markdown text={text} shiftHeadings={shiftHeadings} />)

describe('staff-written Markdown', () => {
  it('renders headings, lists, emphasis, code, tables and links', () => {
    const out = html(
      '## Fees\nSix years, **English** medium, *with* `internship`.\n\n- Anatomy\n- Physiology\n\n1. Apply\n2. Enrol\n\n| Year | Fee |\n| --- | --- |\n| 1 | 5,000 |\n\nSee [the prospectus](https://example.edu/p.pdf) and [our guides](/resources/guides).',
    )
    expect(out).toContain('<h2>Fees</h2>')
    expect(out).toContain('<strong>English</strong>')
    expect(out).toContain('<em>with</em>')
    expect(out).toContain('<code>internship</code>')
    expect(out).toMatch(/<ul>\s*<li>Anatomy<\/li>\s*<li>Physiology<\/li>\s*<\/ul>/)
    expect(out).toMatch(/<ol>\s*<li>Apply<\/li>\s*<li>Enrol<\/li>\s*<\/ol>/)
    expect(out).toMatch(/<td>1<\/td>\s*<td>5,000<\/td>/)
    // Elsewhere: a new tab that cannot reach back to this page; within the site: a plain link.
    expect(out).toContain(
      '<a href="https://example.edu/p.pdf" target="_blank" rel="noopener noreferrer">the prospectus<span class="sr-only"> (opens in a new tab)</span></a>',
    )
    expect(out).toContain('<a href="/resources/guides">our guides</a>')
  })

  it("starts headings at h2 for an article, one level lower for a university's courses", () => {
    expect(html('# One\n\n## Two')).toMatch(/<h2>One<\/h2>\s*<h2>Two<\/h2>/)
    expect(html('# One\n\n## Two', 1)).toMatch(/<h2>One<\/h2>\s*<h3>Two<\/h3>/)
  })

  it('never lets typed HTML, script links or images from elsewhere through', () => {
    const out = html(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html,hi)\n\n![a tracker](https://evil.example/t.gif) ![our campus](/images/gallery/campus.webp)',
    )
    expect(out).not.toContain('<script')
    expect(out).not.toMatch(/<img[^>]*onerror/)
    // What was typed is shown as the text it is.
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).not.toContain('javascript:')
    expect(out).not.toContain('data:text')
    expect(out).not.toContain('evil.example')
    expect(out).toContain('[a tracker]')
    expect(out).toContain('<img src="/images/gallery/campus.webp" alt="our campus"')
    expect(out).toContain('click')
  })

  it('a text nested thousands deep is refused by the editor and, if stored anyway, shown as plain text', () => {
    const deep = `${'>'.repeat(19_000)} Too deep\n\nThe rest of the article.`
    expect(markdownDepth(deep)).toBeGreaterThan(MARKDOWN_MAX_DEPTH)
    expect(markdownDepth('> a quote\n> > in a quote\n\n- a\n  - b\n    - c')).toBe(3)
    const out = html(deep)
    expect(out).toContain('The rest of the article.')
    expect(out).not.toContain('<blockquote>')
    const body = `${'> '.repeat(MARKDOWN_MAX_DEPTH + 1)}${'x'.repeat(120)}`
    const refused = postFormSchema.safeParse({ body })
    const issue = refused.error?.issues.find((i) => i.path[0] === 'body')
    expect(issue?.message).toMatch(/nest more than 12 levels/)
  })
})
