import { useIntl } from '../../lib/i18n/use-intl';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { FaqList } from './faq-list';
import {
  AboutSection,
  AboutTheDataSection,
  AccuracySection,
  DataSourcesSection,
  HowToUseSection,
  KeyFeaturesSection,
} from './information-sections';
import { PrivacySection, TermsSection } from './legal-sections';
import { INFORMATION_MESSAGES as M } from './messages';
import { Section } from './section';

const CONTENTS = [
  { id: 'about', label: M.contentsAbout },
  { id: 'features', label: M.contentsFeatures },
  { id: 'how-to-use', label: M.contentsHowToUse },
  { id: 'accuracy', label: M.contentsAccuracy },
  { id: 'data-sources', label: M.contentsDataSources },
  { id: 'about-the-data', label: M.contentsAboutTheData },
  { id: 'faq', label: M.contentsFaq },
  { id: 'terms', label: M.contentsTerms },
  { id: 'privacy', label: M.contentsPrivacy },
] as const;

export function InformationPage() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader eyebrow={t(M.eyebrow)} title={t(M.title)}>
        {t(M.intro)}
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label={t(M.contents)} className="lg:sticky lg:top-36 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-950 dark:text-white">{t(M.contents)}</h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:-mx-2.5 lg:flex-col lg:gap-1">
            {CONTENTS.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="inline-block rounded-md px-2.5 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-950 lg:ring-0 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  {t(entry.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-14">
          <AboutSection />
          <KeyFeaturesSection />
          <HowToUseSection />
          <AccuracySection />
          <DataSourcesSection />
          <AboutTheDataSection />
          <Section id="faq" title={t(M.faqTitle)}>
            <FaqList />
          </Section>
          <TermsSection />
          <PrivacySection />

          <section
            aria-labelledby="get-involved-title"
            className="rounded-2xl bg-brand-900 px-6 py-8 text-white sm:px-8 dark:bg-brand-950 dark:ring-1 dark:ring-brand-800"
          >
            <h2 id="get-involved-title" className="text-2xl font-bold tracking-tight">
              {t(M.getInvolvedTitle)}
            </h2>
            <p className="mt-2 text-brand-50">{t(M.getInvolvedText)}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink to={paths.map} variant="secondary">
                {t(M.browseMap)}
              </ButtonLink>
              <ButtonLink to={paths.reportAdd} variant="report">
                {t(M.reportOutbreak)}
              </ButtonLink>
              <ButtonLink to={paths.contact} variant="inverse">
                {t(M.askQuestion)}
              </ButtonLink>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
