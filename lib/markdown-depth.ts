/**
 * How deeply a Markdown text nests: the most quote markers (">") opening one line, or the
 * deepest list indentation (two spaces a level), whichever is more. Read from the text, not
 * a parse: the point is to refuse, before any parser or renderer recurses, a text nested
 * thousands deep (one such article failed on every visit).
 */
export const MARKDOWN_MAX_DEPTH = 12

export function markdownDepth(text: string): number {
  let deepest = 0
  for (const line of text.split('\n')) {
    const quotes = /^(?:[ \t]{0,3}>)+/.exec(line)?.[0].split('>').length ?? 1
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length
    const list = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/.test(line) ? Math.floor(indent / 2) + 1 : 0
    deepest = Math.max(deepest, quotes - 1, list)
  }
  return deepest
}
