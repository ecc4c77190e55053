import { ROUTES } from '../../lib/paths';

const BASE = 'https://return-url.invalid';

/**
 * Where to go after signing in: the `returnUrl` query when it is a path on this site, else home.
 * Anything else (`//evil.example`, `https://…`, `/\evil`, `javascript:`) would make the login page an
 * open redirect. The auth screens themselves are not a destination either.
 */
export function safeReturnUrl(raw: string | null): string {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return ROUTES.home;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return ROUTES.home;
  }
  if (url.origin !== BASE) return ROUTES.home;
  if (url.pathname === ROUTES.login || url.pathname === ROUTES.register) return ROUTES.home;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Normalising "/.//evil.example" yields "//evil.example": check the result as well as the input.
  return target.startsWith('//') || target.startsWith('/\\') ? ROUTES.home : target;
}
