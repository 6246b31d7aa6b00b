'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { FormProvider, useForm } from 'react-hook-form'

import { saveUniversity } from '@/components/dashboard/actions'
import { HydratedForm } from '@/components/dashboard/hydrated-form'
import { answerSave, STAFF_FORM_MODE } from '@/components/dashboard/staff-form'
import { AdmissionSection } from '@/components/dashboard/university-form/admission'
import { BasicsSection } from '@/components/dashboard/university-form/basics'
import { CautionsSection } from '@/components/dashboard/university-form/cautions'
import { CoursesSection, DetailsSection } from '@/components/dashboard/university-form/details'
import { FacilitiesSection } from '@/components/dashboard/university-form/facilities'
import { FeesSection } from '@/components/dashboard/university-form/fees'
import { FmglSection } from '@/components/dashboard/university-form/fmgl'
import { GalleryFaqSection } from '@/components/dashboard/university-form/gallery-faq'
import { Button, buttonVariants } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import {
  UNIVERSITY_MESSAGES,
  universityFormSchema,
  type UniversityFormData,
  type UniversityFormValues,
} from '@/lib/validation/university'

/**
 * Add a university (id null) or edit one. Checked with the action's schema on submit, then on
 * every change; the first invalid field takes the focus. Adding a university closes the form
 * and returns to the catalogue; an edit stays open.
 */
export function UniversityForm({
  id,
  initial,
}: {
  id: number | null
  initial: UniversityFormValues
}) {
  const router = useRouter()
  const form = useForm<UniversityFormValues, unknown, UniversityFormData>({
    resolver: zodResolver(universityFormSchema),
    defaultValues: initial,
    ...STAFF_FORM_MODE,
  })
  const { isSubmitting } = form.formState

  const save = async (data: UniversityFormData) => {
    const saved = await answerSave(form, saveUniversity(data, id), {
      failed: UNIVERSITY_MESSAGES.saveFailed,
    })
    if (!saved) return
    // A new university closes the form: back to the catalogue, where it is listed now.
    if (id === null) router.replace('/dashboard')
    else form.reset(data)
  }

  const title = id === null ? 'Add New University' : 'Edit University'
  return (
    <section
      aria-labelledby="university-form-title"
      className="border-border rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <h1 id="university-form-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-muted-foreground mt-1 text-sm">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>
      <FormProvider {...form}>
        <HydratedForm noValidate onSubmit={form.handleSubmit(save)} className="mt-6 space-y-6">
          <BasicsSection />
          <DetailsSection />
          <FeesSection />
          <CautionsSection />
          <CoursesSection />
          <AdmissionSection />
          <FacilitiesSection />
          <FmglSection />
          <GalleryFaqSection />
          <div className="flex flex-wrap justify-end gap-3">
            <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? <Icon icon={Loader2} className="animate-spin" /> : null}
              {id === null ? 'Add University' : 'Update University'}
            </Button>
          </div>
        </HydratedForm>
      </FormProvider>
    </section>
  )
}
