import { PRODUCT } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { SITE } from '../../lib/site';
import { Section } from './section';

function Terms({ items }: { items: readonly { title: string; text: ReactNode }[] }) {
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.title}>
          <dt className="font-semibold text-slate-950 dark:text-white">{item.title}</dt>
          <dd className="mt-1">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

const mailLink = (
  <a
    href={`mailto:${SITE.contact.email}`}
    className="rounded-sm font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
  >
    {SITE.contact.email}
  </a>
);

/** The terms an account holder agrees to when registering (linked from the register form). */
export function TermsSection() {
  return (
    <Section id="terms" title="Terms of service">
      <p>By creating an account you agree to these terms.</p>
      <Terms
        items={[
          {
            title: 'Information, not medical advice',
            text: `${PRODUCT.name} supports surveillance and awareness. It does not replace official public-health guidance or a doctor’s advice; in an emergency, contact your local health authorities.`,
          },
          {
            title: 'Your account',
            text: 'Give your real name and accurate professional details, keep your password to yourself, and use one account per person. You are responsible for what is posted from your account.',
          },
          {
            title: 'Reports and comments',
            text: 'Report only what you have observed or can source, and never include anything that identifies a patient. The verification team reviews every report, may confirm it, change its status or remove it, and may remove comments that are abusive or misleading.',
          },
          {
            title: 'Suspension',
            text: 'Accounts that post false or harmful content, or misuse the service, may be suspended or deleted.',
          },
          {
            title: 'Changes',
            text: 'We may update these terms; the version on this page applies. Questions go to the team by email.',
          },
        ]}
      />
    </Section>
  );
}

/** What happens to account holders' data (linked from the register form). */
export function PrivacySection() {
  return (
    <Section id="privacy" title="Privacy">
      <Terms
        items={[
          {
            title: 'What we keep',
            text: 'Your email address, your name, and the title, qualification, affiliation and account type you choose. Your password is stored only as a salted one-way hash.',
          },
          {
            title: 'What others see',
            text: 'Only the reporter’s role is shown publicly on a report. Your name and contact details stay with the verification team, who may contact you about a report you made.',
          },
          {
            title: 'How we use your email',
            text: 'For account mail only: the verification and password-reset links, notices about your account’s security, and the outbreak alerts you switch on in your profile. We never sell or share it.',
          },
          {
            title: 'In your browser',
            text: 'Your sign-in is kept in this tab’s session storage, or in local storage when you tick “Remember me”, plus one security cookie that protects your requests. There are no advertising or tracking cookies.',
          },
          {
            title: 'Your rights',
            text: <>To see, correct or delete your data, or to close your account, write to {mailLink}.</>,
          },
        ]}
      />
    </Section>
  );
}
