import { Link } from '@/components/ui/link'

import {
  collectedItems,
  dataProtectionBoard,
  GRIEVANCE_ANSWER_DAYS,
  retentionRules,
} from '@/data/privacy'
import { siteSettings } from '@/data/site'
import { grievanceOfficer } from '@/lib/grievance-officer'
import { formattedAddress, site, telHref } from '@/lib/site'
import { DATA_REQUEST_PATH } from '@/lib/validation/data-request-rules'

/**
 * The values and tables the legal pages (content/legal/*.mdx) embed, each stated once in
 * data/ or the configuration and named here for the MDX text.
 */

const cities = siteSettings.branches.map((branch) => branch.city)

export const SiteName = () => <>{site.name}</>
export const SiteAddress = () => <>{formattedAddress}</>
export const SeatBooking = () => <>₹{siteSettings.seatBookingInr.toLocaleString('en-IN')}</>
export const Offices = ({ joiner }: { joiner: 'and' | 'or' }) => (
  <>{`${cities.slice(0, -1).join(', ')} ${joiner} ${cities.at(-1)}`}</>
)
export const GrievanceDays = () => <>{GRIEVANCE_ANSWER_DAYS}</>
export const BoardName = () => <>{dataProtectionBoard.name}</>

/** Each item of personal data the forms collect: where it is asked and why. */
export function CollectedItems() {
  return (
    <ul className="not-prose mt-4 space-y-3">
      {collectedItems.map((entry) => (
        <li key={entry.item} className="border-border rounded-lg border p-4">
          <h3 className="font-semibold">{entry.item}</h3>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
            <dt className="text-muted-foreground">Asked in</dt>
            <dd>{entry.where}</dd>
            <dt className="text-muted-foreground">Why</dt>
            <dd>{entry.purpose}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}

/** How long each kind of data is kept. */
export function RetentionRules() {
  return (
    <dl className="mt-4 space-y-4">
      {retentionRules.map((rule) => (
        <div key={rule.what}>
          <dt className="font-semibold">{rule.what}</dt>
          <dd className="text-muted-foreground mt-1 leading-relaxed">{rule.howLong}</dd>
        </div>
      ))}
    </dl>
  )
}

const requestLinks = [
  { kind: 'withdraw', label: 'Withdraw your consent', note: '(we stop contacting you)' },
  { kind: 'access', label: 'Ask what data we hold about you' },
  { kind: 'correction', label: 'Ask us to correct or complete your data' },
  { kind: 'erasure', label: 'Ask us to erase your data' },
] as const

/** A link to the data-request form for each right, and to the Board. */
export function RightsLinks() {
  return (
    <ul className="mt-4 space-y-2">
      {requestLinks.map((link) => (
        <li key={link.kind}>
          <Link href={`${DATA_REQUEST_PATH}?kind=${link.kind}`}>{link.label}</Link>
          {'note' in link ? <span className="text-muted-foreground"> {link.note}</span> : null}
        </li>
      ))}
      <li>
        <a href="#complain">Complain to the {dataProtectionBoard.name}</a>
      </li>
    </ul>
  )
}

/** The Grievance Officer the deployment names (or the placeholder of a demonstration). */
export function GrievanceOfficerDetails() {
  const officer = grievanceOfficer()
  return (
    <dl className="mt-4 grid gap-1 sm:grid-cols-[6rem_1fr]">
      <dt className="text-muted-foreground">Name</dt>
      <dd className="font-semibold">{officer.name}</dd>
      <dt className="text-muted-foreground">E-mail</dt>
      <dd className="break-all">
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </dd>
      <dt className="text-muted-foreground">Phone</dt>
      <dd>
        <a href={telHref(officer.phone)}>{officer.phone}</a>
      </dd>
      <dt className="text-muted-foreground">Post</dt>
      <dd>
        {site.name}, {formattedAddress}
      </dd>
    </dl>
  )
}

/** Where to complain to the Board: its page, once the ministry publishes it. */
export function BoardComplaintLink() {
  return dataProtectionBoard.url ? (
    <a href={dataProtectionBoard.url} rel="noopener noreferrer">
      Complain to the Board
    </a>
  ) : (
    <>
      The Board takes complaints online; the Ministry of Electronics and Information Technology
      publishes its address.
    </>
  )
}
