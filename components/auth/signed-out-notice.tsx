'use client'

import { useEffect } from 'react'
import { toast } from 'sonner'

/** After Logout: the 'Sign out successful' toast. */
export function SignedOutNotice() {
  useEffect(() => {
    toast.success('Sign out successful', { description: 'You are now signed out' })
  }, [])
  return null
}
