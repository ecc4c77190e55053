import { isLocale, LOCALES } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../lib/i18n/use-intl';
import { useChooseLanguage } from '../lib/i18n/choose-language';
import { useLocaleState } from '../lib/i18n/locale';
import { LANGUAGE_MESSAGES } from '../lib/i18n/messages';
import { controlClasses } from './form/control-classes';

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM4.33 8.25h2.21c.08-1.6.37-3.05.82-4.16A6.52 6.52 0 0 0 4.33 8.25Zm3.72 0c.08-1.43.36-2.67.73-3.55.42-1 .87-1.2 1.22-1.2s.8.2 1.22 1.2c.37.88.65 2.12.73 3.55h-3.9Zm-1.51 1.5H4.33a6.52 6.52 0 0 0 3.03 4.16c-.45-1.11-.74-2.56-.82-4.16Zm1.51 0h3.9c-.08 1.43-.36 2.67-.73 3.55-.42 1-.87 1.2-1.22 1.2s-.8-.2-1.22-1.2c-.37-.88-.65-2.12-.73-3.55Zm5.41 0c-.08 1.6-.37 3.05-.82 4.16a6.52 6.52 0 0 0 3.03-4.16h-2.21Zm2.21-1.5h-2.21c-.08-1.6-.37-3.05-.82-4.16a6.52 6.52 0 0 1 3.03 4.16Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface LanguageSwitcherProps {
  /** `header`: compact, its label for screen readers only; `profile`: a labelled settings field. */
  variant: 'header' | 'menu' | 'profile';
  className?: string;
}

/**
 * The language choice: a native select (keyboard and screen readers know it), each language named in
 * itself and marked with its own `lang`. Choosing one changes the texts in place: the page and its
 * address, filters included, stay as they are.
 */
export function LanguageSwitcher({ variant, className }: LanguageSwitcherProps) {
  const id = useId();
  const { formatMessage: t } = useIntl();
  const { locale } = useLocaleState();
  const { choose, failed } = useChooseLanguage();
  const isProfile = variant === 'profile';

  const select = (
    <select
      id={id}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void choose(event.target.value);
      }}
      aria-describedby={failed ? `${id}-error` : isProfile ? `${id}-hint` : undefined}
      className={
        isProfile
          ? `${controlClasses} pe-8 sm:max-w-xs`
          : 'min-h-10 rounded-lg border border-slate-300 bg-white ps-2 pe-7 py-1.5 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
      }
    >
      {LOCALES.map((option) => (
        <option key={option.code} value={option.code} lang={option.code} dir={option.dir}>
          {option.name}
        </option>
      ))}
    </select>
  );

  return (
    <div className={[variant === 'header' ? 'relative' : '', className].filter(Boolean).join(' ')}>
      <label
        htmlFor={id}
        className={
          isProfile
            ? 'mb-1.5 block text-sm font-medium text-slate-900 dark:text-slate-100'
            : variant === 'menu'
              ? 'mb-1 flex items-center gap-1.5 px-3 text-sm font-medium text-slate-700 dark:text-slate-300'
              : 'sr-only'
        }
      >
        {variant === 'menu' && <GlobeIcon />}
        {t(LANGUAGE_MESSAGES.label)}
      </label>
      {variant === 'header' ? (
        <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
          <GlobeIcon />
          {select}
        </span>
      ) : (
        select
      )}
      {isProfile && !failed && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {t(LANGUAGE_MESSAGES.profileHint)}
        </p>
      )}
      {failed && (
        <p
          id={`${id}-error`}
          role="alert"
          className={
            variant === 'header'
              ? // Under the header's row, not inside it: the row keeps its height.
                'absolute end-0 top-full z-10 mt-1 w-64 rounded-lg border border-red-200 bg-white p-2 text-sm text-red-700 shadow-md dark:border-red-900 dark:bg-slate-900 dark:text-red-300'
              : 'mt-1.5 text-sm text-red-700 dark:text-red-300'
          }
        >
          {t(LANGUAGE_MESSAGES.saveFailed)}
        </p>
      )}
    </div>
  );
}
