import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonStyleProps } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useResendVerification } from '../api/resend-verification';
import { useIntl } from '../../../lib/i18n/use-intl';
import { AUTH_FORM, AUTH_TEXT } from '../messages';

/** What the email-sent page receives when it is opened after a resend. */
export interface ResentState {
  resent: true;
}

export function isResentState(state: unknown): state is ResentState {
  return typeof state === 'object' && state !== null && (state as Partial<ResentState>).resent === true;
}

/**
 * The resend flow of spec §4: idle, sending, then success (on to the email-sent page with the address)
 * or error. Without a known address it asks the user to sign in again.
 */
export function useResendVerificationFlow() {
  const { user } = useSession();
  const navigate = useNavigate();
  const mutation = useResendVerification();
  const [hasNoEmail, setHasNoEmail] = useState(false);
  const { formatMessage: t } = useIntl();

  const resend = () => {
    const email = user?.email.trim() ?? '';
    setHasNoEmail(email === '');
    if (email === '') return;
    mutation.mutate(
      { email },
      {
        onSuccess: () => {
          const state: ResentState = { resent: true };
          void navigate(paths.emailSent('verification', email), { state });
        },
      },
    );
  };

  const error = hasNoEmail
    ? t(AUTH_TEXT.resendNoEmail)
    : mutation.isError
      ? errorMessage(mutation.error, t(AUTH_TEXT.resendFailed))
      : null;
  return { resend, isSending: mutation.isPending, error };
}

interface ResendVerificationProps extends ButtonStyleProps {
  /** Classes of the row holding the button and its messages. */
  layoutClassName?: string;
  /** Classes of the error text. */
  errorClassName?: string;
}

/** "Resend verification email" with its sending and error states. */
export function ResendVerification({
  layoutClassName,
  errorClassName = 'text-sm text-red-700 dark:text-red-300',
  ...buttonStyle
}: ResendVerificationProps) {
  const { resend, isSending, error } = useResendVerificationFlow();
  const { formatMessage: t } = useIntl();

  return (
    <div className={layoutClassName}>
      <Button onClick={resend} disabled={isSending} {...buttonStyle}>
        {t(isSending ? AUTH_FORM.sending : AUTH_FORM.resendVerification)}
      </Button>
      <p role="alert" className={errorClassName}>
        {error}
      </p>
    </div>
  );
}
