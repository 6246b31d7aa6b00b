'use client'

import { Toaster as Sonner } from 'sonner'

/** Notifications: at most 3 visible, each closing after 4 seconds. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
