import { Link } from '@/components/ui/link'
import type { ComponentProps, ReactNode } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'

import { MARKDOWN_MAX_DEPTH, markdownDepth } from '@/lib/markdown-depth'
import { cn } from '@/lib/utils'

/**
 * Staff-written Markdown (GitHub's flavour: tables, task lists, strikethrough, autolinks),
 * safe by construction: typed HTML shows as text, the tree is sanitised (no script, no
 * `javascript:` link, no event attribute), links within the site become Next links and links
 * elsewhere open in a new tab without handing it this page. An image shows only when this
 * site serves it; otherwise its description stands in its place. Headings start at h2 (the
 * page has its own h1), or one level lower with `shiftHeadings`.
 */
export function Markdown({
  text,
  className,
  shiftHeadings = 0,
}: {
  text: string
  className?: string
  shiftHeadings?: 0 | 1
}) {
  // A text nested deeper than an article can be (an old record, or one written past the
  // editor) is shown as its plain paragraphs: never a parser's failure instead of the page.
  if (markdownDepth(text) > MARKDOWN_MAX_DEPTH) {
    return (
      <div className={cn(prose, className)}>
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-wrap">
            {paragraph}
          </p>
        ))}
      </div>
    )
  }
  return (
    <div className={cn(prose, className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, htmlAsText]}
        rehypePlugins={[rehypeSanitize]}
        components={components(shiftHeadings)}
      >
        {text}
      </ReactMarkdown>
    </div>
  )
}

type MdNode = { type: string; children?: MdNode[] }

/** Typed HTML is shown as the text it is, never run and never silently dropped. */
function htmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === 'html') node.type = 'text'
    node.children?.forEach(walk)
  }
  return walk
}

/** The text's shape; a page adds sizes and spacing of its own. */
const prose =
  'space-y-4 [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:font-bold [&_h3]:font-bold [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6'

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** A link of staff- or author-written text: within the site a Next link, elsewhere a new tab. */
export function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  // A link the sanitiser emptied (javascript:, data:) is shown as its text.
  if (!href) return <>{children}</>
  if (isSitePath(href)) return <Link href={href}>{children}</Link>
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) {
    return <a href={href}>{children}</a>
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function MarkdownImage({ src, alt = '' }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !isSitePath(src)) return alt ? <span>[{alt}]</span> : null
  // eslint-disable-next-line @next/next/no-img-element -- staff images of any size, lazily
  return <img src={src} alt={alt} loading="lazy" decoding="async" className="h-auto max-w-full" />
}

const headingTags = ['h2', 'h3', 'h4', 'h5', 'h6'] as const

function components(shift: 0 | 1): Components {
  const heading = (depth: number) => {
    const Tag = headingTags[Math.min(Math.max(depth + shift, 2), 6) - 2]!
    return function Heading({ children }: { children?: ReactNode }) {
      return <Tag>{children}</Tag>
    }
  }
  return {
    a: MarkdownLink,
    img: MarkdownImage,
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    table: ({ children }) => (
      <div className="overflow-x-auto">
        <table>{children}</table>
      </div>
    ),
  }
}
