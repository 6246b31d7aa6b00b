'use client'

import { Toaster as Sonner } from 'sonner'

/**
 * Notifications: at most 3 visible, each closing after 4 seconds, at the foot of the screen,
 * where on a phone they cover neither the header nor the field the visitor is looking at.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
