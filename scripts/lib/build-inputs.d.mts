export type BuildInputs = { files: Record<string, string>; values: Record<string, string> }
export function buildInputs(root: string, env: Record<string, string | undefined>): BuildInputs
export function reasons(previous: BuildInputs | null, current: BuildInputs): string[]
