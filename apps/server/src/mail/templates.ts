import {
  DEFAULT_LOCALE,
  escapeHtml,
  languageTag,
  localeDirection,
  PRODUCT,
  type Locale,
} from '@outbreak-watch/domain';
import { translator } from '../lib/i18n.js';
import { MAIL_MESSAGES as M } from './messages.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Layout {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

/**
 * One layout for every message: a plain-text body and an HTML body saying the same thing, in the
 * recipient's language (its `lang` and direction on the HTML).
 */
export function render(subject: string, layout: Layout, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = translator(locale);
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ''] : []),
    layout.footnote,
    '',
    `— ${PRODUCT.name}`,
  ].join('\n');

  const button = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(layout.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t(M.buttonFallback))}<br><a href="${escapeHtml(layout.action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${languageTag(locale)}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:18px;font-weight:700;color:#0f766e;margin:0 0 24px">${escapeHtml(PRODUCT.name)}</p>
<p>${escapeHtml(layout.greeting)}</p>
${layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#475569">${escapeHtml(layout.footnote)}</p>
</div></body></html>`;
  return { subject, text, html };
}

export function verificationMail(
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const t = translator(locale);
  const product = PRODUCT.name;
  return render(
    t(M.verificationSubject, { product }),
    {
      greeting: t(M.greeting, { firstName }),
      paragraphs: [t(M.verificationThanks, { product }), t(M.verificationValidity)],
      action: { label: t(M.verificationAction), url: link },
      footnote: t(M.verificationFootnote),
    },
    locale,
  );
}

export function passwordResetMail(
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const t = translator(locale);
  return render(
    t(M.resetSubject, { product: PRODUCT.name }),
    {
      greeting: t(M.greeting, { firstName }),
      paragraphs: [t(M.resetAsked), t(M.resetValidity)],
      action: { label: t(M.resetAction), url: link },
      footnote: t(M.resetFootnote),
    },
    locale,
  );
}

export function passwordChangedMail(
  firstName: string,
  loginUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const t = translator(locale);
  const product = PRODUCT.name;
  return render(
    t(M.passwordChangedSubject, { product }),
    {
      greeting: t(M.greeting, { firstName }),
      paragraphs: [t(M.passwordChangedWhat), t(M.passwordChangedIfYou)],
      action: { label: t(M.passwordChangedAction), url: loginUrl },
      footnote: t(M.passwordChangedFootnote, { product }),
    },
    locale,
  );
}
