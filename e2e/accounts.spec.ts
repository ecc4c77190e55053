import { expect, test, type Page } from '@playwright/test';
import { waitForMailedLink } from './mail';
import { watchConsole } from './support';

const PASSWORD = 'Sturdy-Lantern-42';
const NEW_PASSWORD = 'Quiet-Harbour-77';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

async function register(page: Page, email: string, firstName: string) {
  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email address').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirm_password"]').fill(PASSWORD);
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test('register, open the mailed link, sign in, see the profile, sign out', async ({ page, browser }) => {
    const noErrors = watchConsole(page);
    const email = uniqueEmail('amina');
    await register(page, email, 'Amina');

    await expect(page).toHaveURL(/\/auth\/email-sent\/verification\?email=/);
    await expect(page.getByRole('heading', { name: 'Verification Email Sent' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('Email verification required')).toBeVisible();

    // Password inputs are found by name: their labels are shared with the show-password toggles.
    // The link is opened from the mail program, in a fresh browser.
    const link = await waitForMailedLink(email, '/verify-email');
    const mailReader = await browser.newContext();
    const reader = await mailReader.newPage();
    await reader.goto(`${link.pathname}${link.search}`);
    await expect(reader.getByText('Your email has been successfully verified')).toBeVisible();
    await reader.getByRole('link', { name: 'Go to Login' }).click();
    await expect(reader).toHaveURL(/\/auth\/login/);
    await expect(reader).toHaveTitle('Login · Outbreak Watch');
    await signIn(reader, email, PASSWORD);

    const nav = reader.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Amina' })).toBeVisible();
    await expect(reader.getByText('Email verification required')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Amina' }).click();
    await expect(reader).toHaveURL(/\/profile\/me$/);
    await expect(reader.getByRole('heading', { name: /Amina Okafor/ })).toBeVisible();
    await expect(reader.getByText(email).first()).toBeVisible();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(reader).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await reader.goto('/profile/me');
    await expect(reader).toHaveURL(/\/auth\/login\?returnUrl=%2Fprofile%2Fme/);
    await mailReader.close();
    noErrors();
  });

  test('forgot password, mailed link, reset, sign in with the new password', async ({ page, request }) => {
    const email = uniqueEmail('kofi');
    const created = await request.post('/api/register', {
      data: { email, password: PASSWORD, first_name: 'Kofi', last_name: 'Boateng', type: 'reporter' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If your email is registered, you will receive password reset instructions.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);

    const link = await waitForMailedLink(email, '/auth/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been successfully reset')).toBeVisible();
    await page.getByRole('link', { name: 'Return to login' }).click();

    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kofi' }),
    ).toBeVisible();
    // A reporter sees the Report Outbreak item.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Report Outbreak' }),
    ).toBeVisible();
  });

  test('shows the spec messages on the login and forgot-password forms', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email address is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Email address').fill('someone@');
    await page.getByLabel('Email address').blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email address is required.')).toBeVisible();
  });

  test('shows the spec messages on the register form', async ({ page }) => {
    await page.goto('/auth/register');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Email address is required.',
      'Please confirm your password.',
      'First name is required.',
      'Last name is required.',
      'You must agree to the terms.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.locator('input[name="password"]').fill('Ab1!');
    await form.locator('input[name="password"]').blur();
    await expect(form.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await form.locator('input[name="password"]').fill('abcdefgh');
    await form.locator('input[name="password"]').blur();
    await expect(form.getByText('Please use a stronger password')).toBeVisible();
    await expect(form.getByText('Weak', { exact: true })).toBeVisible();
    await form.locator('input[name="password"]').fill('Sturdy-Lantern-42');
    await form.locator('input[name="confirm_password"]').fill('Sturdy-Lantern-41');
    await form.locator('input[name="confirm_password"]').blur();
    await expect(form.getByText('Passwords do not match.')).toBeVisible();
    await expect(form.getByText('Strong', { exact: true })).toBeVisible();
  });

  test('explains a broken reset or verification link', async ({ page }) => {
    await page.goto('/auth/reset-password?email=a%40example.org');
    await expect(
      page.getByText('Invalid or missing password reset token. Please request a new password reset link.'),
    ).toBeVisible();
    await page.goto('/auth/reset-password?token=abc');
    await expect(page.getByText('Invalid or missing password reset token.', { exact: true })).toBeVisible();
    await page.goto('/verify-email?email=a%40example.org');
    await expect(
      page.getByText('Invalid or missing verification token. Please check your email link.'),
    ).toBeVisible();
    await page.goto('/verify-email?code=not-a-real-code&email=a%40example.org');
    await expect(page.getByText(/The link may have expired or is invalid/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible();
  });
});
