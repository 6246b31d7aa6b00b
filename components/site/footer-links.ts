export const footerPageLinks = [
  { href: '/about-us', label: 'About Us' },
  { href: '/our-services', label: 'Our Services' },
  { href: '/admission-process', label: 'Admission Process' },
  { href: '/fmge-next-coaching', label: 'FMGE/NExT Coaching' },
  { href: '/success-stories', label: 'Success Stories' },
  { href: '/blog-news', label: 'Blog & News' },
  { href: '/apply-now', label: 'Apply Now' },
] as const

export const footerLegalLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/privacy-policy/your-data', label: 'Your Data' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/refund-policy', label: 'Refund Policy' },
  { href: '/sitemap', label: 'Sitemap' },
] as const
