import { PageHeader } from '../../components/page-header';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact the Outbreak Watch team">
        Questions about a report, feedback on the product, partnerships or press enquiries — we read every
        message.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}
