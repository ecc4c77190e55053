import {
  formatMessage,
  PAGE_INTRO_CLASSES,
  PAGE_INTROS,
  pageIntroFrame,
  type Locale,
  type MessageDescriptor,
} from '@outbreak-watch/domain';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../lib/i18n/catalogues';
import { chooseLocale } from '../lib/i18n/locale';
import { PageHeader } from './page-header';
import { PageIntro } from './page-intro';

/** The heading and what stands beside it (eyebrow, intro), each as its tag, classes and words. */
function shapeOf(root: Element) {
  return [...(root.querySelector('h1')?.parentElement?.children ?? [])].map((element) => ({
    tag: element.tagName,
    className: element.className,
    text: element.textContent,
  }));
}

function frame(page: string, format?: (descriptor: MessageDescriptor) => string): Element {
  const host = document.createElement('div');
  host.innerHTML = pageIntroFrame(page, format);
  return host;
}

describe('the server’s page frame and the app', () => {
  it.each(['/', '/map', '/analysis'] as const)('draw the intro of %s alike', (page) => {
    const { container } = render(
      <PageIntro
        page={page}
        renderLink={(text, className) => (
          <a href="/information" className={className}>
            {text}
          </a>
        )}
      />,
    );
    expect(shapeOf(container)).toEqual(shapeOf(frame(page)));
    expect(shapeOf(container).length).toBe(2);
    // Within the page's own box, as the frame has it.
    expect(frame(page).firstElementChild?.className).toBe(PAGE_INTRO_CLASSES.page);
  });

  it('draw the title band of /reports alike', () => {
    const intro = PAGE_INTROS['/reports'];
    const { container } = render(
      <PageHeader title={intro.title} eyebrow={intro.eyebrow}>
        {intro.intro}
      </PageHeader>,
    );
    expect(shapeOf(container)).toEqual(shapeOf(frame('/reports')));
    expect(shapeOf(container).length).toBe(3);
    expect(container.innerHTML).toBe(frame('/reports').innerHTML);
  });
});

describe('in another language, the server’s page frame and the app', () => {
  it.each([
    ['fr', '/', 'Tableau de bord des flambées', 'Comment ça marche'],
    ['ar', '/map', 'خريطة الفاشيات', 'بلدان ملوّنة حسب مخاطر الفاشيات المُبلَّغ عنها فيها.'],
    ['zh', '/analysis', '全球疾病暴发分析', '每一次符合条件的暴发都在服务器上统计'],
  ] as const)('draw the intro in %s alike, word for word', async (locale: Locale, page, title, words) => {
    await act(() => chooseLocale(locale));
    const messages = await loadMessages(locale);
    const { container } = render(
      <PageIntro
        page={page}
        renderLink={(text, className) => (
          <a href="/information" className={className}>
            {text}
          </a>
        )}
      />,
    );
    const server = frame(page, (descriptor) => formatMessage(descriptor, {}, locale, messages));
    expect(shapeOf(container)).toEqual(shapeOf(server));
    expect(container.querySelector('h1')).toHaveTextContent(title);
    expect(container).toHaveTextContent(words);
  });
});
