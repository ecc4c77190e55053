import { PAGE_HEADER_CLASSES } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** A short line above the title, e.g. the section of the site. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The title band at the top of a content page (the server's page frame draws it alike: `pageIntroFrame`). */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <div className={PAGE_HEADER_CLASSES.band}>
      <div className={PAGE_HEADER_CLASSES.inner}>
        {eyebrow && <p className={PAGE_HEADER_CLASSES.eyebrow}>{eyebrow}</p>}
        <h1 className={PAGE_HEADER_CLASSES.title}>{title}</h1>
        {children && <div className={PAGE_HEADER_CLASSES.intro}>{children}</div>}
      </div>
    </div>
  );
}
