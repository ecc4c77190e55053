import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMailedLink } from './mail';

/** The password of the members journeys register for themselves. */
export const MEMBER_PASSWORD = 'Mindful-Heron-58';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The XSRF echo a state-changing call needs while the context holds the cookie of an earlier sign-in. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return xsrf ? { 'x-xsrf-token': xsrf } : {};
}

/** A new verified member of its own, so no other journey's follows or notifications get in the way. */
export async function registerVerifiedMember(request: APIRequestContext, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const created = await request.post('/api/register', {
    headers: await xsrfHeader(request),
    data: { email, password: MEMBER_PASSWORD, first_name: firstName, last_name: 'Mensah', type: 'regular' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await waitForMailedLink(email, '/verify-email');
  const verified = await request.get(`/api/verify-email${link.search}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}
