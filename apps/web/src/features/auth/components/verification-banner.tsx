import { useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { ROUTES } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useResendVerificationFlow } from './resend-verification';
import { useIntl } from '../../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT } from '../messages';

/** The reminder screen is this banner at full size; showing both would only repeat it. */
const HIDDEN_ON: readonly string[] = [ROUTES.verificationReminder];

function ResendButton() {
  const { resend, isSending, error } = useResendVerificationFlow();
  const { formatMessage: t } = useIntl();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={resend}
        disabled={isSending}
        // On phones the button says only "Resend"; its name stays the full action.
        aria-label={isSending ? undefined : t(AUTH_FORM.resendVerification)}
        className="shrink-0"
      >
        {isSending ? (
          t(AUTH_FORM.sending)
        ) : (
          <>
            <span className="sm:hidden">{t(AUTH_FORM.resendShort)}</span>
            <span className="hidden sm:inline">{t(AUTH_FORM.resendVerification)}</span>
          </>
        )}
      </Button>
      <p
        role="alert"
        className="w-full text-sm font-medium text-red-800 empty:hidden sm:text-end dark:text-red-300"
      >
        {error}
      </p>
    </>
  );
}

/** The header banner of spec §1, shown while the signed-in user's email is unverified. */
export function VerificationBanner() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const { formatMessage: t } = useIntl();
  if (status !== 'authenticated' || !user || user.is_verified || HIDDEN_ON.includes(pathname)) return null;

  return (
    <section
      aria-labelledby="verification-banner-title"
      className="border-t border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900/70 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-4 sm:px-6 lg:px-8">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="hidden size-5 shrink-0 text-amber-700 sm:block dark:text-amber-400"
        >
          <path d="M3 4a2 2 0 0 0-2 2v1.16l8.45 4.22a1.25 1.25 0 0 0 1.1 0L19 7.16V6a2 2 0 0 0-2-2H3Z" />
          <path d="m19 8.84-7.78 3.89a2.75 2.75 0 0 1-2.44 0L1 8.84V14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.84Z" />
        </svg>
        <div className="min-w-0 flex-1 text-sm">
          <h2 id="verification-banner-title" className="font-semibold">
            {t(AUTH_TEXT.verificationRequired)}
          </h2>
          <p className="hidden text-amber-900 sm:block dark:text-amber-100/90">
            {t(AUTH_FORM.bannerText, {
              email: user.email,
              b: (chunks) => <span className="font-medium wrap-anywhere">{chunks}</span>,
            })}
          </p>
        </div>
        <ResendButton />
      </div>
    </section>
  );
}
