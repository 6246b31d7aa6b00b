import { Loader2 } from 'lucide'

import { Icon } from '@/components/ui/icon'

/**
 * What a list screen shows while the server reads it. Only list screens have one: a record's
 * page (a lead, a university) streams nothing before it knows the record exists, so a missing
 * one answers 404, not a 200 that later says so.
 */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-24 text-center">
      <Icon icon={Loader2} className="text-primary size-8 animate-spin" />
      <p className="text-muted-foreground">{label}</p>
    </div>
  )
}
