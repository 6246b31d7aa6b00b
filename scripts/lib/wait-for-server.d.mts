import type { ChildProcess } from 'node:child_process'

export function waitForServer(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>
