export const CHROMIUM_FLAGS: string[]
export const HOW_TO_GET_CHROMIUM: string
export function findChromium(): string
