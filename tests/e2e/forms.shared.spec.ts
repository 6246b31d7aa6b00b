import { expect, leadsAtWebhook, test, uniqueEmail } from './fixtures'

/**
 * What depends on the screen: where the focus lands and that it is in view, on a phone and a
 * desktop. What a lead form does whatever the screen is tested once, on the phone
 * (forms.mobile.spec.ts), where most families fill it in.
 */
test.describe('lead forms', () => {
  test(
    'home: the webinar dialog opens with the focus on its first field, and what is typed goes there',
    { tag: '@full-on-desktop' },
    async ({ page, isMobile }) => {
      await page.goto('/')
      const trigger = page.locator('#webinar').getByText('Register for the webinar')
      await trigger.scrollIntoViewIfNeeded()
      // With JavaScript it opens the dialog (before, it is a link to the form on /webinar).
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 15_000 })
      if (isMobile) {
        await trigger.tap()
      } else {
        await trigger.focus()
        await page.keyboard.press('Enter')
      }
      const dialog = page.getByRole('dialog', { name: 'Register for the webinar' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Full name')).toBeFocused()
      const email = uniqueEmail('dialog-typed')
      await page.keyboard.type('Kiran Desai')
      await page.keyboard.press('Tab')
      await page.keyboard.type(email)
      await page.keyboard.press('Tab')
      await page.keyboard.type('9845011112')
      await expect(dialog.getByLabel('Full name')).toHaveValue('Kiran Desai')
      await dialog.getByRole('button', { name: 'Register' }).click()
      await expect(page).toHaveURL(/\/webinar$/, { timeout: 10_000 })
      const [lead] = await leadsAtWebhook(email)
      expect(lead).toMatchObject({
        formType: 'webinar',
        name: 'Kiran Desai',
        phone: "'+919845011112",
      })
    },
  )

  for (const { path, form, submit, first } of [
    { path: '/apply-now', form: 'apply-now-form', submit: 'Submit Application', first: 'name' },
    { path: '/blog-news', form: 'newsletter-form', submit: 'Subscribe', first: 'email' },
    {
      path: '/dynamic-university/13',
      form: 'preview-inquiry-form',
      submit: 'Send Inquiry',
      first: 'name',
    },
  ]) {
    // One form on a desktop in npm test, each on both in test:full: the focus is the shared
    // hook's.
    const tag = path === '/apply-now' ? '@full-on-phone' : '@full'
    test(
      `${path}: a failed submit puts the focus on the first wrong field, in view`,
      { tag },
      async ({ page }) => {
        await page.goto(path)
        await page.locator(`#${form}`).getByRole('button', { name: submit }).click()
        const field = page.locator(`#${form}-${first}`)
        // The form's validation code loads on this first press.
        await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 })
        await expect(field).toBeFocused()
        await expect(field).toBeInViewport()
      },
    )
  }
})
