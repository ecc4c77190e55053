import { escapeHtml } from '@outbreak-watch/domain';
import { useId, useRef, useState } from 'react';
import { SHARE_TEXTS } from '../lib/share-texts';
import { Button } from './button';
import { Dialog } from './dialog';

const texts = SHARE_TEXTS.share;

/** The size an embed asks for: the width of an article's column, the chart's height with its lines. */
export interface EmbedSize {
  width: number;
  height: number;
}

/** The iframe another site pastes: the embed page at `src`, named by `title` for screen readers. */
export function embedSnippet(src: string, title: string, { width, height }: EmbedSize): string {
  return `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" loading="lazy"></iframe>`;
}

interface ShareButtonProps {
  /** What is shared ("Epidemic curve"): the dialog's title and the iframe's. */
  subject: string;
  /** The full page of this view, with its filter (path and query). */
  pagePath: string;
  /** The embed page of this view, with its filter (path and query). */
  embedPath: string;
  embedSize: EmbedSize;
}

type CopyStatus = { kind: 'copied'; what: string } | { kind: 'refused' } | null;

/**
 * "Share" (not printed) and its dialog: the link to this view and the iframe snippet that shows it on
 * another site, each with a Copy button. Where the clipboard is refused (an insecure page, a browser
 * setting), the text is selected and the dialog says how to copy it by hand.
 */
export function ShareButton({ subject, pagePath, embedPath, embedSize }: ShareButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState<CopyStatus>(null);
  const ids = { intro: useId(), link: useId(), embed: useId() };
  const linkRef = useRef<HTMLInputElement>(null);
  const embedRef = useRef<HTMLTextAreaElement>(null);
  const origin = window.location.origin;
  const link = `${origin}${pagePath}`;
  const snippet = embedSnippet(`${origin}${embedPath}`, subject, embedSize);

  const copy = async (text: string, what: string, field: HTMLInputElement | HTMLTextAreaElement | null) => {
    try {
      // `navigator.clipboard` is missing outside secure pages; that is a refusal too.
      await navigator.clipboard.writeText(text);
      setStatus({ kind: 'copied', what });
    } catch {
      field?.focus();
      field?.select();
      setStatus({ kind: 'refused' });
    }
  };

  const close = () => {
    setIsOpen(false);
    setStatus(null);
  };

  const fieldClasses =
    'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs ' +
    'text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="print:hidden"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M13 3a3 3 0 1 1-.6 5.94l-4.5 2.6a3 3 0 0 1 0 .92l4.5 2.6a3 3 0 1 1-.75 1.3l-4.5-2.6a3 3 0 1 1 0-4.52l4.5-2.6A3 3 0 0 1 13 3Z" />
        </svg>
        {texts.button}
      </Button>
      <Dialog open={isOpen} title={texts.title(subject)} onClose={close} describedBy={ids.intro} size="lg">
        <p id={ids.intro} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {texts.intro}
        </p>
        <div className="mt-4">
          <label htmlFor={ids.link} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {texts.link}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input id={ids.link} ref={linkRef} readOnly value={link} className={fieldClasses} />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void copy(link, texts.link, linkRef.current)}
            >
              {texts.copyLink}
            </Button>
          </div>
        </div>
        <div className="mt-4">
          <label htmlFor={ids.embed} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {texts.embed}
          </label>
          <textarea
            id={ids.embed}
            ref={embedRef}
            readOnly
            rows={4}
            value={snippet}
            className={fieldClasses}
          />
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void copy(snippet, texts.embed, embedRef.current)}
          >
            {texts.copyEmbed}
          </Button>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-800 dark:text-slate-200">
          {status?.kind === 'copied' && texts.copied(status.what)}
          {status?.kind === 'refused' && texts.copyRefused}
        </p>
        <div className="mt-4 flex justify-end">
          <Button variant="primary" onClick={close}>
            {texts.close}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
