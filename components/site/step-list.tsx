import type { IconNode } from 'lucide'

import { Icon } from '@/components/ui/icon'

/** Numbered steps with an icon each, as the apply sections show them. */
export function StepList({
  steps,
}: {
  steps: readonly { icon: IconNode; title: string; text: string }[]
}) {
  return (
    <ol className="mt-6 space-y-6">
      {steps.map((step) => (
        <li key={step.title} className="flex gap-4">
          <span className="bg-primary-soft text-primary flex size-11 shrink-0 items-center justify-center rounded-full">
            <Icon icon={step.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-muted-foreground mt-1">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
