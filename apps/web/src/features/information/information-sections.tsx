import { PRODUCT, type MessageDescriptor } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import {
  ACCURACY_STATEMENTS,
  DATA_CREDITS,
  DATA_SOURCES,
  KEY_FEATURES,
  PROFESSIONAL_STEPS,
  PUBLIC_USER_STEPS,
  type Text,
} from './information-content';
import { INFORMATION_MESSAGES as M } from './messages';
import { Section } from './section';

const card = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/**
 * A message in the reader's language, or a name that is English in every language, isolated so that in
 * Arabic its words and closing stop stay in their order (a reference, a licence).
 */
function useFormatText(): (text: Text) => ReactNode {
  const { formatMessage } = useIntl();
  return (text) =>
    typeof text === 'string' ? (
      <bdi lang="en" dir="ltr">
        {text}
      </bdi>
    ) : (
      formatMessage(text)
    );
}

export function AboutSection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="about" title={t(M.aboutTitle)}>
      <p>{t(M.aboutProduct, { product: PRODUCT.name })}</p>
      <p>{t(M.aboutVerification)}</p>
    </Section>
  );
}

export function KeyFeaturesSection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="features" title={t(M.featuresTitle)}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {KEY_FEATURES.map((feature) => (
          <li key={feature.title.id} className={card}>
            <h3 className="font-semibold text-slate-950 dark:text-white">{t(feature.title)}</h3>
            <p className="mt-1.5 text-sm">{t(feature.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Steps({ title, steps }: { title: MessageDescriptor; steps: readonly MessageDescriptor[] }) {
  const intl = useIntl();
  return (
    <div className={card}>
      <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{intl.formatMessage(title)}</h3>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={step.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
            >
              {intl.formatNumber(index + 1)}
            </span>
            <span>{intl.formatMessage(step)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowToUseSection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="how-to-use" title={t(M.howToUseTitle)}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Steps title={M.publicUsersTitle} steps={PUBLIC_USER_STEPS} />
        <Steps title={M.professionalsTitle} steps={PROFESSIONAL_STEPS} />
      </div>
    </Section>
  );
}

export function AccuracySection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="accuracy" title={t(M.accuracyTitle)}>
      <ul className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950/50">
        {ACCURACY_STATEMENTS.map((statement) => (
          <li key={statement.id} className="flex gap-3 text-slate-800 dark:text-slate-200">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
            >
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.29 7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            <span>{t(statement)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DataSourcesSection() {
  const { formatMessage: t } = useIntl();
  return (
    <Section id="data-sources" title={t(M.dataSourcesTitle)}>
      <p>{t(M.dataSourcesIntro)}</p>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {DATA_SOURCES.map((source) => (
          <li key={source.id} className={`${card} font-medium text-slate-900 dark:text-slate-100`}>
            {t(source)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutTheDataSection() {
  const { formatMessage: t } = useIntl();
  const format = useFormatText();
  return (
    <Section id="about-the-data" title={t(M.aboutTheDataTitle)}>
      <p>{t(M.aboutTheDataIntro, { product: PRODUCT.name })}</p>
      <ul className="space-y-3">
        {DATA_CREDITS.map((credit) => (
          <li key={credit.name.id} className={card}>
            <h3 className="font-semibold text-slate-950 dark:text-white">
              <a
                href={credit.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
              >
                {t(credit.name)}
              </a>
            </h3>
            <p className="mt-1 text-sm">{t(credit.use)}</p>
            {credit.citation && <p className="mt-1 text-sm italic">{format(credit.citation)}</p>}
            <p className="mt-2 text-sm">
              <span className="font-medium text-slate-900 dark:text-slate-100">{t(M.licence)}</span>{' '}
              {format(credit.licence)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
