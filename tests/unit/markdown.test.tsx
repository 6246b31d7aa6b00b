import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Markdown } from '@/components/ui/markdown'

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />)

describe('the courses Markdown', () => {
  it('renders headings, lists, emphasis, code and links', () => {
    const out = html(
      '# MBBS\nSix years, **English** medium, *with* `internship`.\n\n- Anatomy\n- Physiology\n\n1. Apply\n2. Enrol\n\nSee [the prospectus](https://example.edu/p.pdf).',
    )
    expect(out).toContain('<h2 class="mt-4 font-bold first:mt-0">MBBS</h2>')
    expect(out).toContain('<strong>English</strong>')
    expect(out).toContain('<em>with</em>')
    expect(out).toContain('<code>internship</code>')
    expect(out).toMatch(/<ul[^>]*><li>Anatomy<\/li><li>Physiology<\/li><\/ul>/)
    expect(out).toMatch(/<ol[^>]*><li>Apply<\/li><li>Enrol<\/li><\/ol>/)
    expect(out).toContain('href="https://example.edu/p.pdf"')
  })

  it('never lets typed HTML or script links through', () => {
    const out = html(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n[click](javascript:alert(1)) [x](//evil.example)',
    )
    expect(out).not.toContain('<script>')
    expect(out).not.toContain('<img')
    expect(out).toContain('&lt;script&gt;')
    expect(out).not.toContain('javascript:')
    expect(out).not.toContain('href="//evil.example"')
    expect(out).toContain('click')
  })
})
