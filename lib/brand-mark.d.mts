export const brandMark: {
  size: number
  background: { rx: number; fill: string }
  cross: { d: string; fill: string }
  accent: { cx: number; cy: number; r: number; fill: string }
}
export function brandMarkShapes(): string
export function brandMarkSvg(pixels?: number): string
