import { expect, type Page } from '@playwright/test';

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
