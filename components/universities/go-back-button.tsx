'use client'

import { ArrowLeft } from 'lucide'
import { useRouter } from 'next/navigation'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

/** Back in history when there is a page to go back to, else to the listing. */
export function GoBackButton() {
  const router = useRouter()
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/universities'))}
    >
      <Icon icon={ArrowLeft} />
      Go Back
    </Button>
  )
}
