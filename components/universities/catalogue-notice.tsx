import { Info } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { FALLBACK_NOTICE } from '@/lib/universities/constants'

/** Shown while the built-in list stands in for the database. */
export function CatalogueNotice() {
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Icon icon={Info} className="mt-0.5 size-4 shrink-0" />
      {FALLBACK_NOTICE}
    </p>
  )
}
