import { brand } from '@/data/brand'
import { brandMark } from '@/lib/brand-mark.mjs'

/** The brand mark (a white cross and an amber dot on a teal square) and the name. */
export function Logo({ className }: { className?: string }) {
  const { size, background, cross, accent } = brandMark
  return (
    <span className={className}>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${size} ${size}`}
        width="32"
        height="32"
        className="shrink-0"
        focusable="false"
      >
        <rect width={size} height={size} rx={background.rx} fill={background.fill} />
        <path d={cross.d} fill={cross.fill} />
        <circle cx={accent.cx} cy={accent.cy} r={accent.r} fill={accent.fill} />
      </svg>
      <span className="text-lg leading-tight font-bold tracking-tight">{brand.name}</span>
    </span>
  )
}
