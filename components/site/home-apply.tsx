import { ClipboardList, GraduationCap, PhoneCall } from 'lucide'

import { ApplicationForm } from '@/components/leads/application-form'
import { StepList } from '@/components/site/step-list'

const steps = [
  {
    icon: ClipboardList,
    title: 'Tell us about you',
    text: 'Your NEET score, school and the countries you are considering.',
  },
  {
    icon: PhoneCall,
    title: 'Talk to a counsellor',
    text: 'Within 24 hours on business days, by phone or WhatsApp.',
  },
  {
    icon: GraduationCap,
    title: 'Choose with the facts',
    text: 'A shortlist with each fee’s source and year, or our estimate, and the FMGL 2021 checks of each university.',
  },
]

/** The home page's apply section (the target of /#application links). */
export function HomeApply() {
  return (
    <section id="application" aria-labelledby="apply-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="apply-heading" className="text-3xl font-extrabold tracking-tight">
            Start your application
          </h2>
          <p className="text-muted-foreground mt-3 text-lg">
            Three steps, and no fee to talk to us.
          </p>
          <StepList steps={steps} />
        </div>
        <div className="border-border rounded-2xl border bg-white p-6 shadow-sm">
          <ApplicationForm id="home-application-form" withCountryChoice />
        </div>
      </div>
    </section>
  )
}
