import { MAP_COLOURINGS, type MapColouring } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { MAP_LEGEND_MESSAGES } from './messages';

/**
 * What the map's colours show: the severity score (spec §9) or cases per 100,000 people. Radio buttons
 * drawn as a segmented control: arrow keys move between them, and the focus ring stays visible.
 */
export function ColouringChoice({
  value,
  onChange,
}: {
  value: MapColouring;
  onChange: (colouring: MapColouring) => void;
}) {
  const name = useId();
  const { formatMessage: t } = useIntl();
  return (
    <fieldset className="mb-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t(MAP_LEGEND_MESSAGES.colouringLabel)}
      </legend>
      <div className="mt-1.5 inline-flex flex-wrap rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
        {MAP_COLOURINGS.map((colouring) => (
          <label
            key={colouring}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 has-checked:bg-brand-800 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 dark:text-slate-200 dark:has-checked:bg-brand-300 dark:has-checked:text-slate-950 dark:has-focus-visible:outline-brand-300"
          >
            <input
              type="radio"
              name={name}
              value={colouring}
              checked={value === colouring}
              onChange={() => onChange(colouring)}
              className="sr-only"
            />
            {t(MAP_LEGEND_MESSAGES[colouring])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
