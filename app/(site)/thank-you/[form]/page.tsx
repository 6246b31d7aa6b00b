import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ThankYouPanel } from '@/components/leads/thank-you'
import { thankYouByForm, type ThankYou } from '@/data/thank-you'
import { formTypeLabels } from '@/lib/desk/labels'
import { leadFormTypes, type LeadFormType } from '@/lib/validation/leads'

type Props = { params: Promise<{ form: string }> }

/** One static page per form: built once, cached like every public page. */
export const dynamicParams = false

export function generateStaticParams() {
  return leadFormTypes.map((form) => ({ form }))
}

// Every form has its page: a form type without one fails the type check here.
const byForm: Record<LeadFormType, ThankYou> = thankYouByForm

const thanksFor = (form: string) =>
  (leadFormTypes as readonly string[]).includes(form) ? byForm[form as LeadFormType] : undefined

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { form } = await params
  const thanks = thanksFor(form)
  if (!thanks) return {}
  return {
    title: `Thank you: ${formTypeLabels[form] ?? form}`,
    description: `${thanks.heading} ${thanks.steps[0]!.text}`,
    alternates: { canonical: `/thank-you/${form}` },
    robots: { index: false },
  }
}

export default async function FormThankYouPage({ params }: Props) {
  const { form } = await params
  const thanks = thanksFor(form)
  if (!thanks) notFound()
  return <ThankYouPanel thanks={thanks} />
}
