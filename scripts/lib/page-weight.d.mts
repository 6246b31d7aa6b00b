export type PageWeight = {
  htmlBytes: number
  htmlGzipBytes: number
  rscBytes: number
  rscShare: number
  clientModules: number
  clientInstances: number
  jsGzipBytes: number
  scripts: number
}

export function firstLoadJs(
  origin: string,
  pagePath: string,
  html?: string,
): Promise<{ scripts: number; gzipBytes: number }>

export function pageWeight(origin: string, pagePath: string): Promise<PageWeight>
