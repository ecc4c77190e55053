import { passwordStrength, type MessageDescriptor, type PasswordStrengthLabel } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { AUTH_FORM } from '../messages';

/** Meter width: score / 5 (spec §5). Whole classes, so no inline style is needed under the CSP. */
const WIDTHS = ['w-0', 'w-1/5', 'w-2/5', 'w-3/5', 'w-4/5', 'w-full'] as const;

const LABELS: Record<PasswordStrengthLabel, MessageDescriptor> = {
  'Too short': AUTH_FORM.strengthTooShort,
  Weak: AUTH_FORM.strengthWeak,
  Moderate: AUTH_FORM.strengthModerate,
  Strong: AUTH_FORM.strengthStrong,
};

const TONES: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  'Too short': { bar: 'bg-slate-400', text: 'text-slate-600 dark:text-slate-400' },
  Weak: { bar: 'bg-red-600 dark:bg-red-500', text: 'text-red-700 dark:text-red-300' },
  Moderate: { bar: 'bg-amber-500 dark:bg-amber-400', text: 'text-amber-800 dark:text-amber-300' },
  Strong: { bar: 'bg-green-600 dark:bg-green-500', text: 'text-green-800 dark:text-green-300' },
};

function CheckIcon({ isMet }: { isMet: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`size-4 shrink-0 ${isMet ? 'text-green-700 dark:text-green-400' : 'text-slate-400 dark:text-slate-500'}`}
    >
      {isMet ? (
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.8a.75.75 0 0 0-1.22-.87l-3.24 4.53-1.62-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.75-5.25Z"
          clipRule="evenodd"
        />
      ) : (
        <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </svg>
  );
}

interface PasswordStrengthProps {
  password: string;
  /** Also show the checklist of spec §5 (register). */
  showChecklist?: boolean;
}

/** The strength meter of spec §5 and, on the register form, the checklist. */
export function PasswordStrength({ password, showChecklist = true }: PasswordStrengthProps) {
  const { score, label, checks } = passwordStrength(password);
  const tone = TONES[label];
  const { formatMessage: t } = useIntl();
  const items = [
    { label: t(AUTH_FORM.checkLength), isMet: checks.length },
    { label: t(AUTH_FORM.checkUppercase), isMet: checks.uppercase },
    { label: t(AUTH_FORM.checkNumber), isMet: checks.number },
    { label: t(AUTH_FORM.checkSpecial), isMet: checks.special },
  ];

  return (
    <div>
      <p className="flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t(AUTH_FORM.strength)}</span>
        <span className={`font-semibold ${tone.text}`} data-testid="password-strength-label">
          {t(LABELS[label])}
        </span>
      </p>
      <div
        aria-hidden="true"
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          data-testid="password-strength-bar"
          className={`h-full rounded-full transition-[width] duration-200 ${WIDTHS[score]} ${tone.bar}`}
        />
      </div>
      {showChecklist && (
        <ul aria-label={t(AUTH_FORM.requirements)} className="mt-3 grid gap-1.5 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.label}
              className={`flex items-center gap-2 text-sm ${item.isMet ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
            >
              <CheckIcon isMet={item.isMet} />
              <span>{item.label}</span>
              <span className="sr-only">{t(item.isMet ? AUTH_FORM.checkDone : AUTH_FORM.checkNotYet)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
