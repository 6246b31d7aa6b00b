import type { FaqEntry } from '@/data/universities/types'

/**
 * The FAQ is stored as text in the dashboard's format:
 * "Q: question? A: answer." pairs, one after another.
 */
export function formatFaq(entries: readonly FaqEntry[]): string {
  return entries.map((entry) => `Q: ${entry.question.trim()} A: ${entry.answer.trim()}`).join('\n')
}

/** Reads "Q: ... A: ..." text back into pairs; text before the first "Q:" is ignored. */
export function parseFaq(text: string | null | undefined): FaqEntry[] {
  if (!text) return []
  const entries: FaqEntry[] = []
  for (const block of text.split(/(?:^|\s)Q:\s*/).slice(1)) {
    const split = block.search(/\sA:\s*/)
    if (split === -1) continue
    const question = block.slice(0, split).trim()
    const answer = block
      .slice(split)
      .replace(/^\s*A:\s*/, '')
      .trim()
    if (question && answer) entries.push({ question, answer })
  }
  return entries
}
