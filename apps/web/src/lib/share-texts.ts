import { PRODUCT } from '@outbreak-watch/domain';
import { formatMediumDateTime } from './format';
import { text } from './i18n/use-text';
import { SHARE_MESSAGES as M } from './messages';

const moment = (at: Date | string) => formatMediumDateTime(typeof at === 'string' ? at : at.toISOString());

/**
 * The lines that let a shared chart, map or document stand alone, wherever it ends up: an image in an
 * article, a printed page, a situation report, an embed on another site. One home for their words,
 * each in the reader's language when read.
 */
export const SHARE_TEXTS = {
  appName: 'Outbreak Watch',
  /** The data source line under every shared figure. */
  source: PRODUCT.source,
  /** Under figures with rates per 100,000. */
  get populationSource() {
    return text(M.populationSource);
  },
  /** "Generated Nov 27, 2026, 3:04 PM". */
  generated: (at: Date | string) => text(M.generated, { date: moment(at) }),
  /** The download controls of every chart. */
  chartDownloads: {
    get label() {
      return text(M.download);
    },
    group: (title: string) => text(M.downloadGroup, { title }),
    formats: { png: 'PNG', svg: 'SVG', csv: 'CSV' },
    titles: {
      get png() {
        return text(M.pngTitle);
      },
      get svg() {
        return text(M.svgTitle);
      },
      get csv() {
        return text(M.csvTitle);
      },
    },
    get fullCsvTitle() {
      return text(M.fullCsvTitle);
    },
    get failed() {
      return text(M.downloadFailed);
    },
  },
  /** The link of an embedded chart or map to its full page. */
  get openInApp() {
    return text(M.openInApp);
  },
  /** The share dialog of the epidemic curve and the map. */
  share: {
    get button() {
      return text(M.button);
    },
    title: (subject: string) => text(M.title, { subject: subject.toLowerCase() }),
    get intro() {
      return text(M.intro);
    },
    get link() {
      return text(M.link);
    },
    get embed() {
      return text(M.embed);
    },
    get copyLink() {
      return text(M.copyLink);
    },
    get copyEmbed() {
      return text(M.copyEmbed);
    },
    copied: (what: string) => text(M.copied, { what }),
    get copyRefused() {
      return text(M.copyRefused);
    },
    get close() {
      return text(M.close);
    },
  },
  /** The footer of a printed page: "https://…/analysis?days=30 · Printed Nov 27, 2026, 3:04 PM". */
  printed: (url: string, at: Date) => text(M.printed, { url, date: moment(at) }),
} as const;
