'use client'

import { Printer } from 'lucide'

import { Icon } from '@/components/ui/icon'

/** Opens the browser's print dialog; the print styles leave only the guide on paper. */
export function PrintButton({ label = 'Print this guide' }: { label?: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="border-border hover:bg-muted inline-flex h-11 items-center gap-2 rounded-md border bg-white px-5 text-sm font-semibold print:hidden"
    >
      <Icon icon={Printer} className="size-4" />
      {label}
    </button>
  )
}
