import { escapeHtml, PRODUCT } from '@outbreak-watch/domain';

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

/** One layout for every message: a plain-text body and an HTML body saying the same thing. */
export function render(subject: string, layout: Layout): MailContent {
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
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(layout.action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
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

export function verificationMail(firstName: string, link: string): MailContent {
  return render(`Verify your email address for ${PRODUCT.name}`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for registering with ${PRODUCT.name}. Please confirm that this is your email address.`,
      'The link is valid for 24 hours and can be used once.',
    ],
    action: { label: 'Verify email address', url: link },
    footnote: 'If you did not create an account, you can ignore this message.',
  });
}

export function passwordResetMail(firstName: string, link: string): MailContent {
  return render(`Reset your ${PRODUCT.name} password`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
      'The link is valid for one hour and can be used once.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: 'If you did not ask for this, ignore this message: your password stays as it is.',
  });
}

export function passwordChangedMail(firstName: string, loginUrl: string): MailContent {
  return render(`Your ${PRODUCT.name} password was changed`, {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'The password of your account was just changed, and every device signed in to it was signed out.',
      'If you made this change, there is nothing else to do.',
    ],
    action: { label: 'Sign in', url: loginUrl },
    footnote:
      'If you did not change your password, reset it at once with "Forgot password" and tell the Outbreak Watch team.',
  });
}
