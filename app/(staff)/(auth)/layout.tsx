import Link from 'next/link'

import { Logo } from '@/components/site/logo'

/** The staff sign-in screen's own frame: no site navigation, no chat button. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-border border-b bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link href="/" className="flex items-center gap-2 rounded-md">
            <Logo className="flex items-center gap-2" />
          </Link>
        </div>
      </header>
      <main id="main" className="bg-muted/60 min-h-[calc(100vh-4rem)] px-4 py-12">
        {children}
      </main>
    </>
  )
}
