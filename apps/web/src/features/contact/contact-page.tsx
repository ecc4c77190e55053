import { useIntl } from '../../lib/i18n/use-intl';
import { PageHeader } from '../../components/page-header';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { CONTACT_TEXT } from './messages';

export function ContactPage() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader eyebrow={t(CONTACT_TEXT.eyebrow)} title={t(CONTACT_TEXT.title)}>
        {t(CONTACT_TEXT.intro)}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}
