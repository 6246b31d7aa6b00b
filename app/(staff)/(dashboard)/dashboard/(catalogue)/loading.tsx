import { Loader2 } from 'lucide-react'

/** While the server checks the session and reads the catalogue. */
export default function DashboardLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-24 text-center">
      <Loader2 aria-hidden="true" className="text-primary size-8 animate-spin" />
      <p className="text-muted-foreground">Loading universities...</p>
    </div>
  )
}
