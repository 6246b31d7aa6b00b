import { Mail, MapPin, Phone } from 'lucide'

import { SocialIcon } from '@/components/site/social-icon'
import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { countries, countryPath } from '@/data/countries'
import { shellLinks } from '@/data/pages'
import { branchContacts, site, telHref } from '@/lib/site'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer id="site-footer" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            We help Indian students choose, apply to and settle into MBBS programmes abroad, with
            honest costs and a check of every university against India&apos;s FMGL 2021 rules.
            Branches in {site.branches.map((branch) => branch.city).join(', ')}.
          </p>
          {site.social.length > 0 ? (
            <ul className="mt-5 flex gap-3" aria-label="Social media">
              {site.social.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.name} (opens in a new tab)`}
                    className="flex size-11 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-teal-700"
                  >
                    <SocialIcon name={link.name} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-destinations">
          <h2 id="footer-destinations" className="font-semibold text-white">
            Study destinations
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
            {countries.map((country) => (
              <FooterLink key={country.slug} href={countryPath(country.slug)}>
                MBBS in {country.name}
              </FooterLink>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-white">
            Company
          </h2>
          <ul className="mt-3 text-sm">
            {shellLinks('footer', 'pages').map((link) => (
              <FooterLink key={link.href} href={link.href}>
                {link.label}
              </FooterLink>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            {site.phones.map((phone) => (
              <p key={phone} className="flex items-center gap-2">
                <Icon icon={Phone} className="size-4 shrink-0 text-teal-400" />
                <a href={telHref(phone)} className="py-1 hover:text-white hover:underline">
                  {phone}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-2">
              <Icon icon={Mail} className="size-4 shrink-0 text-teal-400" />
              <a
                href={`mailto:${site.email}`}
                className="py-1 break-all hover:text-white hover:underline"
              >
                {site.email}
              </a>
            </p>
            {branchContacts.map((branch) => (
              <p key={branch.city} className="flex items-start gap-2">
                <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-teal-400" />
                <span>
                  <span className="font-semibold text-white">{branch.city}:</span>{' '}
                  {branch.address ?? 'call us for directions'}
                  {branch.phones !== site.phones ? (
                    <>
                      ,{' '}
                      <a
                        href={telHref(branch.phones[0])}
                        className="hover:text-white hover:underline"
                      >
                        {branch.phones[0]}
                      </a>
                    </>
                  ) : null}
                </span>
              </p>
            ))}
          </address>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {shellLinks('footer', 'legal').map((link) => (
                <FooterLink key={link.href} href={link.href}>
                  {link.label}
                </FooterLink>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

/**
 * Not prefetched: two dozen links at the foot of every page would fetch every route on a
 * phone's data plan as soon as the footer scrolled into view.
 */
function FooterLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <li>
      <Link href={href} className="inline-block py-1.5 hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  )
}
