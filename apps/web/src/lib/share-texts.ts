import { formatMediumDateTime } from './format';

/**
 * The lines that let a shared chart, map or document stand alone, wherever it ends up: an image in an
 * article, a printed page, a situation report, an embed on another site. One home for their words.
 */
export const SHARE_TEXTS = {
  appName: 'Outbreak Watch',
  /** The data source line under every shared figure. */
  source:
    'Source: Outbreak Watch, outbreak reports filed by registered reporters and verified by its editors',
  /** Under figures with rates per 100,000. */
  populationSource: 'Population: World Bank, World Development Indicators (SP.POP.TOTL), CC BY 4.0',
  /** "Generated Nov 27, 2026, 3:04 PM". */
  generated: (at: Date | string) =>
    `Generated ${formatMediumDateTime(typeof at === 'string' ? at : at.toISOString())}`,
  /** The footer of a printed page: "https://…/analysis?days=30 · Printed Nov 27, 2026, 3:04 PM". */
  printed: (url: string, at: Date) => `${url} · Printed ${formatMediumDateTime(at.toISOString())}`,
} as const;
