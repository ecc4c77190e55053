import { DateInput } from '../../../components/filter-controls';

/** A filter's From and To days, each keeping the other in bounds; for a grid of filters. */
export function DateRangeInputs({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <DateInput
        label={labels.from}
        value={from}
        max={to}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <DateInput
        label={labels.to}
        value={to}
        min={from}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
