export function serveBareApp(options: {
  port: number
}): Promise<{ origin: string; stop(): Promise<void> }>
