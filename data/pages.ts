/**
 * The site's own public pages, listed once: the header, the footer, the HTML sitemap,
 * sitemap.xml and the tests' list of pages read this list. The pages a record makes (a
 * university, a country, a guide, a download, an article) are added to it where they are
 * listed (lib/sitemap.ts), from their own data.
 */
export type SitemapSection =
  | 'Universities'
  | 'Countries'
  | 'Guides, tools and downloads'
  | 'Blog and news'
  | 'Privacy and terms'
  | 'About us and contact'

export type SitePage = {
  path: `/${string}`
  /** Its name in the HTML sitemap. */
  label: string
  section: SitemapSection
  /** Where the shell links to it, and under which (shorter) name. */
  header?: { place: 'primary' | 'trailing'; label: string }
  footer?: { place: 'pages' | 'legal'; label: string }
  /** A page for a visitor who has just sent something, or a form's step: not in sitemap.xml. */
  unlisted?: true
}

export const sitePages = [
  {
    path: '/',
    label: 'Home',
    section: 'About us and contact',
    header: { place: 'primary', label: 'Home' },
  },
  {
    path: '/universities',
    label: 'All universities',
    section: 'Universities',
    header: { place: 'primary', label: 'Universities' },
  },
  { path: '/resources/guides', label: 'Guides', section: 'Guides, tools and downloads' },
  { path: '/resources/tools', label: 'Decision tools', section: 'Guides, tools and downloads' },
  { path: '/resources/downloads', label: 'Downloads', section: 'Guides, tools and downloads' },
  {
    path: '/about-us',
    label: 'About us',
    section: 'About us and contact',
    footer: { place: 'pages', label: 'About Us' },
  },
  {
    path: '/our-services',
    label: 'Our services',
    section: 'About us and contact',
    footer: { place: 'pages', label: 'Our Services' },
  },
  {
    path: '/admission-process',
    label: 'Admission process',
    section: 'About us and contact',
    footer: { place: 'pages', label: 'Admission Process' },
  },
  {
    path: '/fmge-next-coaching',
    label: 'FMGE and NExT coaching',
    section: 'About us and contact',
    footer: { place: 'pages', label: 'FMGE/NExT Coaching' },
  },
  {
    path: '/success-stories',
    label: 'Success stories',
    section: 'About us and contact',
    footer: { place: 'pages', label: 'Success Stories' },
  },
  {
    path: '/blog-news',
    label: 'Blog and news',
    section: 'Blog and news',
    footer: { place: 'pages', label: 'Blog & News' },
  },
  {
    path: '/apply-now',
    label: 'Apply now',
    section: 'About us and contact',
    header: { place: 'trailing', label: 'Apply Now' },
    footer: { place: 'pages', label: 'Apply Now' },
  },
  {
    path: '/contact',
    label: 'Contact',
    section: 'About us and contact',
    header: { place: 'trailing', label: 'Contact' },
  },
  { path: '/gallery', label: 'Gallery', section: 'About us and contact' },
  { path: '/webinar', label: 'Free webinar', section: 'About us and contact' },
  {
    path: '/privacy-policy',
    label: 'Privacy policy',
    section: 'Privacy and terms',
    footer: { place: 'legal', label: 'Privacy Policy' },
  },
  {
    path: '/privacy-policy/your-data',
    label: 'Your data: requests',
    section: 'Privacy and terms',
    footer: { place: 'legal', label: 'Your Data' },
  },
  {
    path: '/terms-of-service',
    label: 'Terms of service',
    section: 'Privacy and terms',
    footer: { place: 'legal', label: 'Terms of Service' },
  },
  {
    path: '/refund-policy',
    label: 'Refund policy',
    section: 'Privacy and terms',
    footer: { place: 'legal', label: 'Refund Policy' },
  },
  {
    path: '/sitemap',
    label: 'Sitemap',
    section: 'Privacy and terms',
    footer: { place: 'legal', label: 'Sitemap' },
  },
  { path: '/thank-you', label: 'Thank you', section: 'About us and contact', unlisted: true },
] as const satisfies readonly SitePage[]

/** The links of one place in the shell, in the list's order. */
export function shellLinks(
  where: 'header' | 'footer',
  place: 'primary' | 'trailing' | 'pages' | 'legal',
): { href: string; label: string }[] {
  return (sitePages as readonly SitePage[]).flatMap((page) => {
    const link = page[where]
    return link?.place === place ? [{ href: page.path, label: link.label }] : []
  })
}
