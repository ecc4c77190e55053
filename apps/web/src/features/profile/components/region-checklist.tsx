import { M49_AREAS, type M49Area } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

const REGIONS = M49_AREAS.filter((area) => area.parent === null);
const depthOf = (area: M49Area) =>
  area.level === 'intermediate-region' ? 2 : area.level === 'sub-region' ? 1 : 0;

/** A region and everything inside it, in M49's order. */
const areasOf = (region: M49Area) =>
  M49_AREAS.filter(
    (area) =>
      area === region ||
      area.parent === region.code ||
      M49_AREAS.find((p) => p.code === area.parent)?.parent === region.code,
  );

function AreaCheckbox({ area }: { area: M49Area }) {
  const { control, setValue } = useFormContext<{ region_codes: number[] }>();
  const codes = useWatch({ control, name: 'region_codes' });
  const id = useId();
  const checked = codes.includes(area.code);
  const toggle = () =>
    setValue(
      'region_codes',
      checked ? codes.filter((code) => code !== area.code) : [...codes, area.code].sort((a, b) => a - b),
      { shouldDirty: true },
    );
  return (
    <div
      style={{ marginInlineStart: `${depthOf(area) * 1.25}rem` }}
      className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950/50"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={toggle}
        className="size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed dark:accent-brand-400"
      />
      <label htmlFor={id} className="flex-1 cursor-pointer text-slate-900 dark:text-slate-100">
        {area.name}
      </label>
    </div>
  );
}

/**
 * Every UN M49 area, grouped by region: a fieldset per region, its sub-regions and intermediate regions
 * indented below it. Each box follows that area; a region covers everything inside it.
 */
export function RegionChecklist() {
  return (
    <div className="space-y-4">
      {REGIONS.map((region) => (
        <fieldset key={region.code}>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">{region.name}</legend>
          <div className="mt-1.5 grid gap-1.5">
            {areasOf(region).map((area) => (
              <AreaCheckbox key={area.code} area={area} />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
