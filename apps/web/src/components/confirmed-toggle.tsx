import { CONFIRMATION_MESSAGES } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useText } from '../lib/i18n/use-text';

interface ConfirmedToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/**
 * The "Confirmed reports only" switch of the map, analytics and home filters: a checkbox, so it is
 * labelled, reachable by Tab and toggled by Space like any other.
 */
export function ConfirmedToggle({ checked, onChange, className }: ConfirmedToggleProps) {
  const t = useText();
  const id = useId();
  return (
    <div
      className={`flex items-start gap-2.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-slate-800 ${className ?? ''}`}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-brand-700 dark:accent-brand-300"
      />
      <div>
        <label htmlFor={id} className="block cursor-pointer font-medium text-slate-900 dark:text-slate-100">
          {t(CONFIRMATION_MESSAGES.toggle)}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t(CONFIRMATION_MESSAGES.toggleHint)}
        </p>
      </div>
    </div>
  );
}

/**
 * " · 3 unconfirmed" beside a figure that mixes both (without the dot on a line of its own); nothing
 * when none of it is unconfirmed.
 */
export function UnconfirmedShare({ count, isInline = true }: { count: number; isInline?: boolean }) {
  const t = useText();
  if (count <= 0) return null;
  return (
    <span className="font-normal text-amber-900 dark:text-amber-200">
      {isInline && ' · '}
      {t(CONFIRMATION_MESSAGES.unconfirmedShare, { count })}
    </span>
  );
}
