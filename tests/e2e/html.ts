import { expect, type APIRequestContext } from '@playwright/test'

/**
 * A page as the server sends it: what a family without JavaScript, a crawler and a printout
 * get. Checks that need no rendering read this instead of opening a browser.
 */
export async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path)
  expect(answer.status(), path).toBe(200)
  return answer.text()
}

/** The page's text: no scripts (the RSC payload repeats every string), no tags, entities read. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

export async function pageText(request: APIRequestContext, path: string): Promise<string> {
  return visibleText(await pageHtml(request, path))
}

/** The internal links (`href="/…"`) of a piece of HTML, without their fragments. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)]
    .map(([, href]) => href!.replace(/&amp;/g, '&').split('#')[0]!)
    .filter((href) => href !== '' && !href.startsWith('//'))
}
