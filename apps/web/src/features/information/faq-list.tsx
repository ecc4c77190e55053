import { useIntl } from '../../lib/i18n/use-intl';
import { FAQS } from './faqs';

/** The questions as a disclosure list: each `<summary>` is a keyboard-operable toggle. */
export function FaqList() {
  const intl = useIntl();
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {FAQS.map((faq) => (
        <details key={faq.question.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-950 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
            <span>{intl.formatMessage(faq.question)}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
            >
              <path
                fillRule="evenodd"
                d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </summary>
          <div className="space-y-3 px-5 pb-5 text-slate-700 dark:text-slate-300">
            {faq.answer.map((paragraph) => (
              <p key={paragraph.id}>{intl.formatMessage(paragraph)}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
