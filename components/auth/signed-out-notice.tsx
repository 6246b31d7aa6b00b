'use client'

import { useEffect } from 'react'
import { toast } from 'sonner'

/** After Logout: the spec's 'Sign out successful' toast (spec 001 8). */
export function SignedOutNotice() {
  useEffect(() => {
    toast.success('Sign out successful', { description: 'You are now signed out' })
  }, [])
  return null
}
