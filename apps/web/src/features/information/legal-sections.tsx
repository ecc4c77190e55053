import { PRODUCT, type MessageDescriptor } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { SITE } from '../../lib/site';
import { PRIVACY_MESSAGES as P, TERMS_MESSAGES as T } from './messages';
import { Section } from './section';

function Terms({ items }: { items: readonly { title: MessageDescriptor; text: ReactNode }[] }) {
  const { formatMessage } = useIntl();
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.title.id}>
          <dt className="font-semibold text-slate-950 dark:text-white">{formatMessage(item.title)}</dt>
          <dd className="mt-1">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

const mailLink = (chunks: ReactNode[]) => (
  <a
    href={`mailto:${SITE.contact.email}`}
    className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
  >
    {chunks}
  </a>
);

/** The terms an account holder agrees to when registering (linked from the register form). */
export function TermsSection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="terms" title={t(T.title)}>
      <p>{t(T.intro)}</p>
      <Terms
        items={[
          { title: T.adviceTitle, text: t(T.adviceText, { product: PRODUCT.name }) },
          { title: T.accountTitle, text: t(T.accountText) },
          { title: T.reportsTitle, text: t(T.reportsText) },
          { title: T.suspensionTitle, text: t(T.suspensionText) },
          { title: T.changesTitle, text: t(T.changesText) },
        ]}
      />
    </Section>
  );
}

/** What happens to account holders' data (linked from the register form). */
export function PrivacySection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="privacy" title={t(P.title)}>
      <Terms
        items={[
          { title: P.keepTitle, text: t(P.keepText) },
          { title: P.othersTitle, text: t(P.othersText) },
          { title: P.emailTitle, text: t(P.emailText) },
          { title: P.browserTitle, text: t(P.browserText) },
          {
            title: P.rightsTitle,
            // The address is a name, the same in every language: isolated, so it reads left to right.
            text: t(P.rightsText, { email: <bdi dir="ltr">{SITE.contact.email}</bdi>, link: mailLink }),
          },
        ]}
      />
    </Section>
  );
}
