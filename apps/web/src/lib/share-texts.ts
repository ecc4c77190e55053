import { PRODUCT } from '@outbreak-watch/domain';
import { formatMediumDateTime } from './format';

/**
 * The lines that let a shared chart, map or document stand alone, wherever it ends up: an image in an
 * article, a printed page, a situation report, an embed on another site. One home for their words.
 */
export const SHARE_TEXTS = {
  appName: 'Outbreak Watch',
  /** The data source line under every shared figure. */
  source: PRODUCT.source,
  /** Under figures with rates per 100,000. */
  populationSource: 'Population: World Bank, World Development Indicators (SP.POP.TOTL), CC BY 4.0',
  /** "Generated Nov 27, 2026, 3:04 PM". */
  generated: (at: Date | string) =>
    `Generated ${formatMediumDateTime(typeof at === 'string' ? at : at.toISOString())}`,
  /** The download controls of every chart. */
  chartDownloads: {
    label: 'Download',
    group: (title: string) => `Download ${title}`,
    formats: { png: 'PNG', svg: 'SVG', csv: 'CSV' },
    titles: {
      png: 'PNG image at twice the size shown, for print',
      svg: 'SVG image, sharp at any size',
      csv: 'CSV of the numbers in the data table',
    },
    fullCsvTitle: 'CSV of every row for the same filters, with the figures the table leaves out',
    failed: 'The file could not be made. Please try again; the data table has the same numbers.',
  },
  /** The link of an embedded chart or map to its full page. */
  openInApp: 'Open in Outbreak Watch',
  /** The share dialog of the epidemic curve and the map. */
  share: {
    button: 'Share',
    title: (subject: string) => `Share the ${subject.toLowerCase()}`,
    intro: 'Send the link, or paste the embed code into a web page to show this view there.',
    link: 'Link to this view',
    embed: 'Embed code',
    copyLink: 'Copy link',
    copyEmbed: 'Copy embed code',
    copied: (what: string) => `${what} copied to the clipboard.`,
    copyRefused: 'Copying was not allowed here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    close: 'Close',
  },
  /** The footer of a printed page: "https://…/analysis?days=30 · Printed Nov 27, 2026, 3:04 PM". */
  printed: (url: string, at: Date) => `${url} · Printed ${formatMediumDateTime(at.toISOString())}`,
} as const;
