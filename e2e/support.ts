import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './outbreak-api';

/**
 * Fails the test on anything the browser reports as an error: a CSP violation, a failed script, an
 * exception. Call before the first navigation.
 */
export function watchConsole(page: Page): () => void {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => expect(problems, 'browser console errors').toEqual([]);
}

/** Signs in through the login form, as a demo account unless another password is given. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Password hashing is deliberately slow; journeys signing in side by side make it slower.
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 15_000 });
}

/** Signs in as the demo admin through the login form. */
export const signInAsAdmin = (page: Page) => signInAs(page, DEMO.admin.email);

/**
 * Fails when the page scrolls sideways: the document wider than its viewport (scroll bar excluded). The
 * message names what sticks out, so a failure says where to look.
 */
export async function expectNoSidewaysScroll(page: Page, label = 'sideways scroll') {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return { overflow, culprits: [] };
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      // The outermost only: its children stick out with it.
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= root.clientWidth + 0.5,
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { overflow, culprits };
  });
  // Null when it fits; otherwise how far it overflows and what sticks out.
  expect(found.overflow > 0 ? found : null, label).toBeNull();
}
