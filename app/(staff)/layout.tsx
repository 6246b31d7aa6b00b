import { Toaster } from '@/components/ui/toaster'

/**
 * What the sign-in screen and the dashboard share: one toaster that stays mounted from /auth
 * to /dashboard, so "Sign in successful" is still on screen when the dashboard opens (the
 * sign-in sets the session cookie, and Next's re-render of /auth can open the dashboard at once).
 */
export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  )
}
