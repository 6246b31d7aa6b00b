import { Fragment, type ReactNode } from 'react'

/**
 * A small, safe subset of Markdown for staff-written text (the courses field): paragraphs,
 * headings (#, ##, ###), bullet and numbered lists, **bold**, *italic*, `code` and
 * [links](https://...). It builds React elements and never injects HTML, so whatever staff
 * type is shown as text; links keep only http(s) and site paths.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div className={className}>{blocks(text)}</div>
}

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string }

function parse(text: string): Block[] {
  const result: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) result.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    const bullet = /^[-*+]\s+(.*)$/.exec(line)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line)
    if (!line) {
      flush()
    } else if (heading) {
      flush()
      result.push({
        kind: 'heading',
        level: (heading[1]!.length + 1) as 2 | 3 | 4,
        text: heading[2]!,
      })
    } else if (bullet || numbered) {
      flush()
      const ordered = Boolean(numbered)
      const item = (bullet ?? numbered)![1]!
      const last = result.at(-1)
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item)
      else result.push({ kind: 'list', ordered, items: [item] })
    } else {
      paragraph.push(line)
    }
  }
  flush()
  return result
}

function blocks(text: string): ReactNode {
  return parse(text).map((block, index) => {
    if (block.kind === 'heading') {
      const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4'
      return (
        <Tag key={index} className="mt-4 font-bold first:mt-0">
          {inline(block.text)}
        </Tag>
      )
    }
    if (block.kind === 'list') {
      const Tag = block.ordered ? 'ol' : 'ul'
      return (
        <Tag
          key={index}
          className={`mt-2 space-y-1 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, i) => (
            <li key={i}>{inline(item)}</li>
          ))}
        </Tag>
      )
    }
    return (
      <p key={index} className="mt-2 first:mt-0">
        {inline(block.text)}
      </p>
    )
  })
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g

function inline(text: string): ReactNode {
  return text.split(INLINE).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return <code key={index}>{part.slice(1, -1)}</code>
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      return <em key={index}>{part.slice(1, -1)}</em>
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    if (link) {
      const href = link[2]!
      return /^(https?:\/\/|\/(?!\/))/i.test(href) ? (
        <a
          key={index}
          href={href}
          className="text-primary underline"
          rel="noopener noreferrer nofollow"
        >
          {link[1]}
        </a>
      ) : (
        <Fragment key={index}>{link[1]}</Fragment>
      )
    }
    return <Fragment key={index}>{part}</Fragment>
  })
}
