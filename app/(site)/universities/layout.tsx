import type { ReactNode } from 'react'

import { UniversitiesFrame } from '@/components/universities/universities-listing'

// The hero, the search box and the filter frame stay mounted while the views change beneath.
export default function UniversitiesLayout({ children }: { children: ReactNode }) {
  return <UniversitiesFrame>{children}</UniversitiesFrame>
}
