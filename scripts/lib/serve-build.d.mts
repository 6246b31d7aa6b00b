export function serveBuild(options: {
  port: number
  env?: Record<string, string>
  captureLog?: boolean
  /** The address to listen on (`next start --hostname`); every address by default. */
  hostname?: string
}): Promise<{ origin: string; log: () => string; stop: () => Promise<void> }>

export function nextStartArgs(port: number, hostname?: string): string[]
