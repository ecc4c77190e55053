import { PRODUCT } from '@outbreak-watch/domain';
import { useEffect, type ReactNode } from 'react';
import { useText } from '../lib/i18n/use-text';
import { SHARE_TEXTS } from '../lib/share-texts';
import { COMMON_MESSAGES } from './messages';
import { Spinner } from './spinner';

interface EmbedFrameProps {
  /** The chart's or map's name, the page's heading. */
  title: string;
  /** The filter in words (`useFilterInWords`). */
  filterWords: string;
  /** The date range in words, once known. */
  range?: string | null;
  /** The full page of the same view, opened in a new tab. */
  fullPageHref: string;
  children: ReactNode;
}

/**
 * A chart or a map alone, as another site frames it: no header, navigation or footer, only what lets
 * it stand alone (title, filter, range, source) and a link to the full page of the same view.
 */
export function EmbedFrame({ title, filterWords, range, fullPageHref, children }: EmbedFrameProps) {
  const t = useText();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT.name}`;
  }, [title]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-5xl flex-col gap-3 p-3 sm:p-4">
      <div>
        <h1 className="text-lg font-semibold text-slate-950 dark:text-white">{title}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {filterWords}
          {range && <> · {range}</>}
        </p>
      </div>
      <div className="flex-1">{children}</div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <p>{SHARE_TEXTS.source}</p>
        <a
          href={fullPageHref}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {SHARE_TEXTS.openInApp}
          <span className="sr-only"> {t(COMMON_MESSAGES.opensInNewTab)}</span>
        </a>
      </div>
    </main>
  );
}

/** Shown while an embed's code loads. */
export function EmbedLoading() {
  const t = useText();
  return <Spinner label={t(COMMON_MESSAGES.loading)} className="py-24" />;
}
