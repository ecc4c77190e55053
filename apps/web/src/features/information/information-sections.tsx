import { PRODUCT } from '@outbreak-watch/domain';
import {
  ACCURACY_STATEMENTS,
  DATA_CREDITS,
  DATA_SOURCES,
  KEY_FEATURES,
  PROFESSIONAL_STEPS,
  PUBLIC_USER_STEPS,
} from './information-content';
import { Section } from './section';

const card = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

export function AboutSection() {
  return (
    <Section id="about" title="About">
      <p>
        {PRODUCT.name} is an online in-silico intelligence tool for outbreak surveillance. It brings reports
        of infectious-disease outbreaks from around the world together on one map, so that the public,
        healthcare professionals and public health officials can see where outbreaks are happening, how severe
        they are, and how they develop.
      </p>
      <p>
        Reports come from registered professionals, are discussed by experts, and are verified by
        epidemiologists before they are confirmed.
      </p>
    </Section>
  );
}

export function KeyFeaturesSection() {
  return (
    <Section id="features" title="Key features">
      <ul className="grid gap-4 sm:grid-cols-2">
        {KEY_FEATURES.map((feature) => (
          <li key={feature.title} className={card}>
            <h3 className="font-semibold text-slate-950 dark:text-white">{feature.title}</h3>
            <p className="mt-1.5 text-sm">{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div className={card}>
      <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{title}</h3>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HowToUseSection() {
  return (
    <Section id="how-to-use" title="How to use">
      <div className="grid gap-4 lg:grid-cols-2">
        <Steps title="For public users" steps={PUBLIC_USER_STEPS} />
        <Steps title="For healthcare professionals" steps={PROFESSIONAL_STEPS} />
      </div>
    </Section>
  );
}

export function AccuracySection() {
  return (
    <Section id="accuracy" title="Our accuracy commitment">
      <ul className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950/50">
        {ACCURACY_STATEMENTS.map((statement) => (
          <li key={statement} className="flex gap-3 text-slate-800 dark:text-slate-200">
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
            <span>{statement}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DataSourcesSection() {
  return (
    <Section id="data-sources" title="Data sources">
      <p>Outbreak reports draw on information from:</p>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {DATA_SOURCES.map((source) => (
          <li key={source} className={`${card} font-medium text-slate-900 dark:text-slate-100`}>
            {source}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutTheDataSection() {
  return (
    <Section id="about-the-data" title="About the data">
      <p>The reference data of {PRODUCT.name} comes from these open sources. We thank their authors.</p>
      <ul className="space-y-3">
        {DATA_CREDITS.map((credit) => (
          <li key={credit.name} className={card}>
            <h3 className="font-semibold text-slate-950 dark:text-white">
              <a
                href={credit.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-300/50"
              >
                {credit.name}
              </a>
            </h3>
            <p className="mt-1 text-sm">{credit.use}</p>
            {credit.citation && <p className="mt-1 text-sm italic">{credit.citation}</p>}
            <p className="mt-2 text-sm">
              <span className="font-medium text-slate-900 dark:text-slate-100">Licence:</span>{' '}
              {credit.licence}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
