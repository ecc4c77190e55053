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
