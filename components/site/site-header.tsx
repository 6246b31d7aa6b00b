import { DestinationsMenu, HeaderState, PhoneMenu } from '@/components/site/header-islands'
import { Logo } from '@/components/site/logo'
import { linkClass, primaryLinks, trailingLinks } from '@/components/site/nav-links'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { Link } from '@/components/ui/link'
import { brand } from '@/data/brand'

const HEADER_ID = 'site-header'

/**
 * The fixed 72 px bar on every public page: server output, with three islands for what
 * reacts (the scrolled state and the current page, the destinations disclosure, the phone
 * menu). The same layout serves every page, so the current page is marked in the browser.
 * React takes the bar over when the visitor first uses it (a press, a focus), not at load:
 * until then its links and the phone menu's <details> work as plain HTML.
 */
export function SiteHeader() {
  const navLinks = (links: typeof primaryLinks) =>
    links.map((link) => (
      <li key={link.href}>
        <Link href={link.href} className={linkClass()} data-nav-link="">
          {link.label}
        </Link>
      </li>
    ))
  return (
    <>
      <HeaderState header={HEADER_ID} />
      <HydrateWhenNear id={HEADER_ID} until="used">
        <header
          id={HEADER_ID}
          data-scrolled="false"
          className="h-header data-[scrolled=true]:border-border fixed inset-x-0 top-(--demo-banner) z-40 border-b border-transparent bg-white/90 transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md"
        >
          <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <Link
              href="/"
              className="flex items-center gap-2 rounded-md"
              aria-label={`${brand.name} home`}
            >
              <Logo className="flex items-center gap-2" />
            </Link>

            <nav aria-label="Main" className="hidden lg:block">
              <ul className="flex items-center gap-1">
                {navLinks(primaryLinks)}
                <li>
                  <DestinationsMenu />
                </li>
                {navLinks(trailingLinks)}
              </ul>
            </nav>

            <PhoneMenu />
          </div>
        </header>
      </HydrateWhenNear>
    </>
  )
}
