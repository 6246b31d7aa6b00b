import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import type { ClaimKey } from '@/data/claims'
import type { StaffRole } from '@/lib/staff/roles'
import type { PostKind, PostSource } from '@/data/posts/types'
import type { RateCurrency } from '@/data/exchange-rates'
import type {
  Caution,
  FaqEntry,
  FeeSource,
  FeeUnit,
  FmglChecklist,
} from '@/data/universities/types'
import type {
  DeliveryState,
  LeadOutcome,
  LeadStatus,
  NextAction,
  SpamReason,
} from '@/lib/desk/lead-states'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

export type { FmglChecklist, FmglItem, FmglStatus } from '@/data/universities/types'

/**
 * The one university model: the visitor catalogue and the dashboard record are two views of
 * these columns.
 */
export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull().default(''),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    established: text('established'),
    students: text('students'),
    totalStudents: integer('total_students'),
    category: text('category').notNull().default('Medical'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4.5),
    tuitionFeeAmount: numeric('tuition_fee_amount', { mode: 'number' }),
    tuitionFeeCurrency: text('tuition_fee_currency'),
    tuitionRange: text('tuition_range'),
    /** 'year' or 'course': what the amount pays for (docs/architecture.md, "Money"). */
    tuitionFeeUnit: text('tuition_fee_unit').$type<FeeUnit>(),
    /** The year or intake the fee applies to, e.g. "2025-26" or "Feb 2024 intake". */
    tuitionFeeIntake: text('tuition_fee_intake'),
    /** Where the fee was read; with fees_checked_on as the date seen. Null with the estimate flag. */
    tuitionFeeSource: jsonb('tuition_fee_source').$type<FeeSource>(),
    tuitionFeeEstimate: boolean('tuition_fee_estimate').notNull().default(false),
    feesCheckedOn: date('fees_checked_on'),
    /** What the university sets besides NEET; null inherits the country's. */
    entranceRequirement: text('entrance_requirement'),
    /** Dated warnings shown at the top of the page and on the card. */
    cautions: jsonb('cautions').$type<Caution[]>().notNull().default([]),
    duration: text('duration'),
    language: text('language'),
    recognition: jsonb('recognition').$type<string[]>().notNull().default([]),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    coursesOffered: jsonb('courses_offered').$type<string[]>().notNull().default([]),
    coursesText: text('courses_text'),
    intake: jsonb('intake').$type<string[]>().notNull().default([]),
    intakesText: text('intakes_text'),
    hostelAvailable: boolean('hostel_available').notNull().default(false),
    /** False when the university takes no new medical students: no intake, form or budget. */
    admitting: boolean('admitting').notNull().default(true),
    admissionProcess: text('admission_process'),
    eligibility: text('eligibility'),
    facilitiesText: text('facilities_text'),
    additionalExpenses: text('additional_expenses'),
    /** Entries missing a question or an answer are kept for staff to complete; pages skip them. */
    faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
    image: text('image').notNull().default(''),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    website: text('website'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    fmgl: jsonb('fmgl').$type<FmglChecklist>(),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('universities_country_idx').on(table.country),
    check('universities_rating_range', sql`${table.rating} >= 0 and ${table.rating} <= 5`),
  ],
)

/** Every lead of every form; the rest of the form lives in `data`. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formType: text('form_type').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('new'),
    sourcePage: text('source_page'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    referrer: text('referrer'),
    landingPage: text('landing_page'),
    consentVersion: text('consent_version'),
    idempotencyKey: text('idempotency_key'),
    /** Set when the person asked for erasure: name, e-mail, phone and form fields are gone. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** An earlier lead from the same phone number. */
    repeatOf: uuid('repeat_of').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    /**
     * Why the lead looks like a bot's: the hidden field was filled, or it was sent under 3 s
     * after the form was shown. Kept for staff to judge, not sent to the sheet; null for the rest.
     */
    suspectedSpam: text('suspected_spam').$type<SpamReason>(),
    /** The counsellor who works it (a staff account's id); null: in a queue. */
    ownerId: text('owner_id'),
    /** The office it was routed to; null with no owner: the shared queue. */
    office: text('office'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** What the owner does next, and when; every open lead should have one. */
    nextAction: text('next_action').$type<NextAction>(),
    nextActionAt: timestamp('next_action_at', { withTimezone: true }),
    /** The first call, message or meeting logged: the first response time ends here. */
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
    /** Where within its status it stands (the admin's list for that status). */
    subStatusId: integer('sub_status_id').references((): AnyPgColumn => leadSubStatuses.id, {
      onDelete: 'set null',
    }),
    /** How it ended, set when it is closed or converted. */
    outcome: text('outcome').$type<LeadOutcome>(),
    /** The university they were admitted to, or why (free text). */
    outcomeDetail: text('outcome_detail'),
    /**
     * The family's lead this repeat enquiry was merged into: its history shows there, and it
     * leaves the desk's lists. Nothing of it is deleted.
     */
    mergedInto: uuid('merged_into').references((): AnyPgColumn => leads.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('leads_owner_idx').on(table.ownerId, table.nextActionAt),
    index('leads_office_idx').on(table.office),
    uniqueIndex('leads_idempotency_key_unique').on(table.idempotencyKey),
    index('leads_phone_idx').on(table.phone),
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_status_idx').on(table.status),
    check(
      'leads_suspected_spam_reason',
      sql`${table.suspectedSpam} is null or ${table.suspectedSpam} in ('honeypot', 'too-fast')`,
    ),
  ],
)

/**
 * The steps within a status the admin keeps (Contacted: no answer, call back later;
 * Counselling: shortlisting, documents). A retired one stays for the leads and history that
 * name it, and is offered no more.
 */
export const leadSubStatuses = pgTable(
  'lead_sub_statuses',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<LeadStatus>().notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('lead_sub_statuses_status_idx').on(table.status, table.position)],
)

/**
 * The messages counsellors send on WhatsApp, kept by the admin, with {name}, {country} and
 * {counsellor} filled in from the lead and the counsellor.
 */
export const messageTemplates = pgTable('message_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
})

/** The daily digest of due follow-ups: one per counsellor and day in India, on any instance. */
export const deskDigests = pgTable(
  'desk_digests',
  {
    accountId: text('account_id').notNull(),
    day: date('day').notNull(),
    dueCount: integer('due_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
)

/**
 * What happened to a lead besides its status (lead_status_changes): assignments, notes,
 * contacts, planned next actions, repeat enquiries, mail. Append-only: a correction is a new
 * entry. The actor is null for what the system did.
 */
export type LeadEventKind =
  'assigned' | 'note' | 'contact' | 'next_action' | 'repeat' | 'merged' | 'mail'

export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    body: text('body'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_events_lead_idx').on(table.leadId, table.at)],
)

/**
 * The staff directory the desk works from, for either sign-in provider: each account's office
 * and availability, set by the admin, with its role and whether it is active copied from the
 * provider whenever they change (the provider stays the authority for signing in).
 */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    accountId: text('account_id').primaryKey(),
    email: text('email').notNull(),
    /** The name families are told, set by the admin (templates fill it in). */
    name: text('name'),
    role: text('role').$type<StaffRole>().notNull(),
    active: boolean('active').notNull().default(true),
    office: text('office'),
    available: boolean('available').notNull().default(true),
    /** When round-robin last gave this counsellor a lead: the longest wait goes first. */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('staff_profiles_office_idx').on(table.office)],
)

/**
 * The admin's routing: the first rule, by position, whose form and country match a new lead
 * names its office (an empty condition matches every lead).
 */
export const leadRoutingRules = pgTable('lead_routing_rules', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  formType: text('form_type'),
  country: text('country'),
  office: text('office').notNull(),
  ...timestamps,
})

/** Every status change of a lead: which, by whom, when. */
export const leadStatusChanges = pgTable(
  'lead_status_changes',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').$type<LeadStatus>().notNull(),
    /** The sub-status's label at the time, and the outcome when it was closed. */
    subStatus: text('sub_status'),
    outcome: text('outcome').$type<LeadOutcome>(),
    outcomeDetail: text('outcome_detail'),
    /** The staff member's e-mail at the time. */
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_status_changes_lead_idx').on(table.leadId, table.changedAt)],
)

/** The outbox: one row per lead, written in the lead's transaction. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('lead_deliveries_due_idx').on(table.state, table.nextAttemptAt)],
)

export const galleryItems = pgTable('gallery_items', {
  id: serial('id').primaryKey(),
  type: text('type').$type<'image' | 'video'>().notNull().default('image'),
  thumbnail: text('thumbnail').notNull(),
  fullSize: text('full_size').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  videoUrl: text('video_url'),
  width: integer('width'),
  height: integer('height'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
})

export type UserRole = StaffRole
export type UserStatus = 'active' | 'pending' | 'disabled'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('counsellor'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Fixed-window counters, in the database so that limits hold across instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
})

/** Every rate staff set, kept as history; the newest reading of a currency is in force. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').$type<RateCurrency>().notNull(),
    /** Rupees for one unit of the currency. */
    inr: numeric('inr', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    /** The day the rate was read from its source. */
    readOn: date('read_on').notNull(),
    source: text('source').notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exchange_rates_currency_idx').on(table.currency, table.readOn, table.id),
    check('exchange_rates_positive', sql`${table.inr} > 0`),
  ],
)

export type WebinarStatus = 'scheduled' | 'cancelled'

/** Live sessions staff schedule; a past or cancelled one is never offered. */
export const webinarSessions = pgTable(
  'webinar_sessions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** IANA zone the session was planned in, e.g. Asia/Kolkata; times are shown in it. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url').notNull(),
    /** Seats; null when there is no limit. */
    capacity: integer('capacity'),
    summary: text('summary').notNull().default(''),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    status: text('status').$type<WebinarStatus>().notNull().default('scheduled'),
    ...timestamps,
  },
  (table) => [
    index('webinar_sessions_starts_idx').on(table.status, table.startsAt),
    check('webinar_sessions_duration', sql`${table.durationMinutes} between 15 and 480`),
  ],
)

/** The site-wide figures an advertiser may claim only with evidence (CCPA 2024). */
export { claimKeys, type ClaimKey } from '@/data/claims'

/** A claim renders only with its evidence note and as-of date. */
export const siteClaims = pgTable('site_claims', {
  key: text('key').$type<ClaimKey>().primaryKey(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  evidence: text('evidence'),
  asOf: date('as_of'),
  updatedBy: text('updated_by').notNull(),
  ...timestamps,
})

export const dataRequestKinds = ['access', 'correction', 'erasure', 'withdraw'] as const
export type DataRequestKind = (typeof dataRequestKinds)[number]

/** A person's request about their own data (DPDP Act 2023 s.11-13; SPDI Rules 2011 r.5). */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** What staff did, in words the person can be told. */
    resolution: text('resolution'),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('data_requests_status_idx').on(table.status, table.createdAt)],
)

/**
 * A one-time link sent to the e-mail a data request gave: opening it proves the requester
 * reads that mailbox. Only the SHA-256 of the token is kept; it works once, until it expires.
 */
export const dataRequestTokens = pgTable(
  'data_request_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => dataRequests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_request_tokens_request_idx').on(table.requestId, table.createdAt)],
)

export type VerifiedChannel = 'email' | 'phone'

/**
 * Proof that the requester controls a contact of their request: the e-mail by its link, the
 * phone by staff who called it (who, when, how). Only leads with a verified contact are shown
 * to staff or erased.
 */
export const dataRequestVerifications = pgTable(
  'data_request_verifications',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => dataRequests.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<VerifiedChannel>().notNull(),
    /** The e-mail (lower case) or phone (E.164) that was verified. */
    contact: text('contact').notNull(),
    /** How: the link was opened, or the staff member's account of the call. */
    method: text('method').$type<'link' | 'staff'>().notNull(),
    note: text('note').notNull(),
    /** The staff member's e-mail; null when the person opened the link. */
    verifiedBy: text('verified_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('data_request_verifications_channel_unique').on(table.requestId, table.channel),
    check('data_request_verifications_channel', sql`${table.channel} in ('email', 'phone')`),
  ],
)

/** Every erasure staff carried out for a request: who, when, and exactly which leads. */
export const dataRequestErasures = pgTable(
  'data_request_erasures',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => dataRequests.id),
    leadIds: jsonb('lead_ids').$type<string[]>().notNull(),
    count: integer('count').notNull(),
    erasedBy: text('erased_by').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_request_erasures_request_idx').on(table.requestId, table.erasedAt)],
)

/**
 * Every time staff took a copy of a person's data for an access request: who, when, and
 * exactly which leads the file held.
 */
export const dataRequestExports = pgTable(
  'data_request_exports',
  {
    id: serial('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => dataRequests.id),
    leadIds: jsonb('lead_ids').$type<string[]>().notNull(),
    count: integer('count').notNull(),
    exportedBy: text('exported_by').notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_request_exports_request_idx').on(table.requestId, table.exportedAt)],
)

/**
 * What a waiting message is about, which decides who may read it: a lead's notice (whoever may
 * see the lead), a counsellor's digest (that counsellor), a data request's link (the admin),
 * anything else (the admin).
 */
export const mailKinds = ['lead', 'digest', 'data_request', 'other'] as const
export type MailKind = (typeof mailKinds)[number]

/**
 * Mail that could not go by SMTP (no SMTP_URL, or the server refused it): it waits here until
 * staff send it by hand and mark it sent, shown only to whom it concerns (see mailKinds).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    /** The lead a notice is about; the data request a link belongs to; the digest's reader. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    dataRequestId: uuid('data_request_id').references(() => dataRequests.id, {
      onDelete: 'cascade',
    }),
    accountId: text('account_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Why it was not sent: SMTP not configured, or the error. */
    reason: text('reason').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: text('sent_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_waiting_idx').on(table.sentAt, table.createdAt)],
)

export const personKinds = ['team', 'testimonial', 'story'] as const
export type PersonKind = (typeof personKinds)[number]

/**
 * The people the company pages show: team members, testimonials and alumni stories. Each is
 * real and published only with the person's recorded consent (CCPA coaching-advertising
 * guidelines 2024: testimonials need written consent and must be genuine); without records the
 * pages say nothing about people.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PersonKind>().notNull(),
    name: text('name').notNull(),
    /** Team: their role. Testimonial: who they are ("Parent of a first-year student"). Story: the university. */
    role: text('role').notNull(),
    /** Story: the year of graduation or admission; null otherwise. */
    year: text('year'),
    /** Team: a short blurb. Testimonial and story: their own words. */
    words: text('words').notNull(),
    /** An uploaded image's path (/uploads/...), or null. */
    photo: text('photo'),
    /** The date the person's consent to publish was recorded, and how it was recorded. */
    consentOn: date('consent_on').notNull(),
    consentNote: text('consent_note').notNull(),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [check('people_kind', sql`${table.kind} in ('team', 'testimonial', 'story')`)],
)

/** Raw bytes: postgres.js reads them as a Buffer, PGlite as a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * Uploaded images and videos when the server runs on PostgreSQL without Supabase Storage, so
 * every instance serves what any instance received. The bytes are stored uncompressed (see
 * the migration), so a video's Range request reads only the part it asks for.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The random name the upload was given, as in /uploads/{name}. */
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('uploads_byte_size', sql`${table.byteSize} = octet_length(${table.bytes})`)],
)

/**
 * The facts desk: each time a person re-checks a dated fact the site shows against its source
 * (who, when, what they opened). A fact is named by its key (lib/facts/register.ts).
 */
export const factChecks = pgTable(
  'fact_checks',
  {
    id: serial('id').primaryKey(),
    factKey: text('fact_key').notNull(),
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The source the person opened: a link or a document's name. */
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('fact_checks_key_idx').on(table.factKey, table.checkedAt)],
)

/** One row per week a digest of stale facts went out, so several instances send it once. */
export const factDigests = pgTable('fact_digests', {
  /** The ISO week, e.g. 2026-W48. */
  week: text('week').primaryKey(),
  staleCount: integer('stale_count').notNull(),
  sentTo: text('sent_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export { postKinds, type PostKind, type PostSource } from '@/data/posts/types'

/**
 * Where an article stands. A published article with a publish time still to come is
 * scheduled: it is public from that moment, on every instance, with nothing left to run.
 */
export const postStatuses = ['draft', 'published', 'withdrawn'] as const
export type PostStatus = (typeof postStatuses)[number]

/** The newsroom: blog posts and news that staff write, schedule and publish. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    /** The address, /blog-news/{slug}; an earlier one redirects (post_slug_redirects). */
    slug: text('slug').notNull(),
    kind: text('kind').$type<PostKind>().notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown (GitHub's flavour), rendered without raw HTML. */
    body: text('body').notNull(),
    /** An image of the gallery or an upload, by its address, and what it shows. */
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt').notNull().default(''),
    sources: jsonb('sources').$type<PostSource[]>().notNull().default([]),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    /** When it is (or was) public from; set when published or scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The day of the last correction made after it was public, shown as "Updated". */
    updatedOn: date('updated_on'),
    createdBy: text('created_by').notNull(),
    publishedBy: text('published_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('posts_slug_idx').on(table.slug),
    index('posts_public_idx').on(table.status, table.publishAt),
    check('posts_kind', sql`${table.kind} in ('blog', 'news')`),
    check('posts_status', sql`${table.status} in ('draft', 'published', 'withdrawn')`),
    check(
      'posts_published_at',
      sql`${table.status} <> 'published' or ${table.publishAt} is not null`,
    ),
  ],
)

/** An article's earlier addresses, each redirecting to its current one. */
export const postSlugRedirects = pgTable('post_slug_redirects', {
  slug: text('slug').primaryKey(),
  postId: integer('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
