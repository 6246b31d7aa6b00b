export function serveBuild(options: {
  port: number
  env?: Record<string, string>
  captureLog?: boolean
}): Promise<{ origin: string; log: () => string; stop: () => Promise<void> }>

export function firstLoadJs(
  origin: string,
  pagePath: string,
): Promise<{ scripts: number; gzipBytes: number }>

export function nextStartArgs(port: number): string[]
