import { brand } from '@/data/brand'

/** The brand mark: a caduceus-like cross in a rounded square, and the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        className="shrink-0"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
        <path
          d="M7 25c5-3 13-3 18-9"
          stroke="#fbbf24"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg leading-tight font-bold tracking-tight">{brand.name}</span>
    </span>
  )
}
