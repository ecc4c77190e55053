import { localizedPageIntro, PAGE_INTRO_CLASSES } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useText } from '../lib/i18n/use-text';

interface PageIntroProps {
  page: '/' | '/map' | '/analysis';
  /** The link the intro ends with (its words are the intro's `linkText`). */
  renderLink?: (text: string, className: string) => ReactNode;
}

/**
 * A plain landing page's heading and first paragraph, as the server writes them into the page's frame
 * (`pageIntroFrame`): same words in the same language, same classes, so the app's copy replaces the
 * frame's in place.
 */
export function PageIntro({ page, renderLink }: PageIntroProps) {
  const intro = localizedPageIntro(page, useText());
  return (
    <div>
      <h1 className={PAGE_INTRO_CLASSES.title}>{intro.title}</h1>
      <p className={PAGE_INTRO_CLASSES.intro}>
        {intro.intro}
        {intro.linkText !== undefined && renderLink && (
          <> {renderLink(intro.linkText, PAGE_INTRO_CLASSES.link)}</>
        )}
      </p>
    </div>
  );
}
