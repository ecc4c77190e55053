import { defineMessages, SCREEN_ONLY } from '@outbreak-watch/domain';

/** What the API client says when there is no answer it can read. */
export const API_CLIENT_MESSAGES = defineMessages({
  network: {
    id: 'client.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
    description: 'A request that got no answer (offline, server down).',
  },
  unreadable: {
    id: 'client.unreadable',
    defaultMessage: 'The server sent a response that could not be read.',
    description: 'An answer that is not the expected JSON.',
  },
});

/** The lines and controls of shared charts, maps and pages (`SHARE_TEXTS`). */
export const SHARE_MESSAGES = defineMessages({
  populationSource: {
    id: 'share.populationSource',
    defaultMessage: 'Population: World Bank, World Development Indicators (SP.POP.TOTL), CC BY 4.0',
    description: 'Source line under figures with rates per 100,000; keep the data set’s name and licence.',
  },
  generated: {
    id: 'share.generated',
    defaultMessage: 'Generated {date}',
    description: 'Under a downloaded chart: when it was made; date is a date and time.',
  },
  download: {
    id: 'charts.download',
    defaultMessage: 'Download',
    description: 'Label of a chart’s downloads.',
  },
  downloadGroup: {
    id: 'charts.downloadGroup',
    defaultMessage: 'Download {title}',
    description: 'Name of a chart’s download buttons for screen readers; title is the chart’s.',
  },
  pngTitle: {
    id: 'charts.pngTitle',
    defaultMessage: 'PNG image at twice the size shown, for print',
    description: 'Tooltip of the PNG download.',
  },
  svgTitle: {
    id: 'charts.svgTitle',
    defaultMessage: 'SVG image, sharp at any size',
    description: 'Tooltip of the SVG download.',
  },
  csvTitle: {
    id: 'charts.csvTitle',
    defaultMessage: 'CSV of the numbers in the data table',
    description: 'Tooltip of the CSV download.',
  },
  fullCsvTitle: {
    id: 'charts.fullCsvTitle',
    defaultMessage: 'CSV of every row for the same filters, with the figures the table leaves out',
    description: 'Tooltip of the CSV download of every row.',
  },
  downloadFailed: {
    id: 'charts.downloadFailed',
    defaultMessage: 'The file could not be made. Please try again; the data table has the same numbers.',
    description: 'When making a chart’s file failed.',
  },
  openInApp: {
    id: 'share.openInApp',
    defaultMessage: 'Open in Outbreak Watch',
    description: 'Link of an embedded chart or map to its full page.',
  },
  button: { id: 'share.button', defaultMessage: 'Share', description: 'Button opening the share dialog.' },
  title: {
    id: 'share.title',
    defaultMessage: 'Share the {subject}',
    description: 'Share dialog title; subject is what is shared, in lower case ("epidemic curve").',
  },
  intro: {
    id: 'share.intro',
    defaultMessage: 'Send the link, or paste the embed code into a web page to show this view there.',
    description: 'Under the share dialog’s title.',
  },
  link: { id: 'share.link', defaultMessage: 'Link to this view', description: 'Field label.' },
  embed: { id: 'share.embed', defaultMessage: 'Embed code', description: 'Field label: the HTML to paste.' },
  copyLink: { id: 'share.copyLink', defaultMessage: 'Copy link', description: 'Button.' },
  copyEmbed: { id: 'share.copyEmbed', defaultMessage: 'Copy embed code', description: 'Button.' },
  copied: {
    id: 'share.copied',
    defaultMessage: '{what} copied to the clipboard.',
    description: 'After copying; what is the field’s label ("Link to this view").',
  },
  copyRefused: {
    id: 'share.copyRefused',
    defaultMessage:
      'Copying was not allowed here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    description: 'When the browser refused to copy.',
  },
  close: { id: 'share.close', defaultMessage: 'Close', description: 'Button closing the dialog.' },
  printed: {
    id: 'share.printed',
    defaultMessage: '{url} · Printed {date}',
    description: 'Footer of a printed page: its address and when it was printed.',
  },
});

/** Words of the number formats (`format.ts`). */
export const FORMAT_MESSAGES = defineMessages(
  {
    rateUnder: {
      id: 'format.rateUnder',
      defaultMessage: 'under {minimum}',
      description:
        'A rate per 100,000 too small to show with two decimals (a large country with a few cases); minimum is 0.01 as the language writes it.',
    },
  },
  SCREEN_ONLY,
);
