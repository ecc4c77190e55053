import { useState, type RefObject } from 'react';
import { downloadChart, type ChartFormat, type ChartTable } from '../lib/chart-export';
import type { ChartShare } from '../lib/chart-svg';
import { SHARE_TEXTS } from '../lib/share-texts';
import { Button, buttonClasses } from './button';

const FORMATS: readonly ChartFormat[] = ['png', 'svg', 'csv'];
const TEXTS = SHARE_TEXTS.chartDownloads;

interface ChartDownloadsProps {
  /** The element the chart is drawn in. */
  chartRef: RefObject<Element | null>;
  title: string;
  table: ChartTable;
  share: ChartShare;
  /** The server's CSV of every row behind the chart, offered instead of the table's CSV. */
  csvHref?: string;
}

/** PNG, SVG and CSV downloads of a chart, left out of print. */
export function ChartDownloads({ chartRef, title, table, share, csvHref }: ChartDownloadsProps) {
  const [busy, setBusy] = useState<ChartFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: ChartFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadChart(format, { element: chartRef.current, title, table, share });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="shrink-0 print:hidden">
      <div role="group" aria-label={TEXTS.group(title)} className="flex items-center gap-1">
        <span aria-hidden="true" className="mr-1 text-sm text-slate-600 dark:text-slate-400">
          {TEXTS.label}
        </span>
        {FORMATS.map((format) =>
          format === 'csv' && csvHref ? (
            <a
              key={format}
              href={csvHref}
              download
              title={TEXTS.fullCsvTitle}
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'px-2.5' })}
            >
              {TEXTS.formats.csv}
            </a>
          ) : (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              className="px-2.5"
              title={TEXTS.titles[format]}
              aria-busy={busy === format}
              disabled={busy !== null}
              onClick={() => void download(format)}
            >
              {TEXTS.formats[format]}
            </Button>
          ),
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-1 max-w-xs text-sm text-red-700 dark:text-red-300">
          {TEXTS.failed}
        </p>
      )}
    </div>
  );
}
