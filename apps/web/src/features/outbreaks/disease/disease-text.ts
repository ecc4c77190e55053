/** The texts of a disease's own page. */
export const DISEASE_PAGE_TEXT = {
  back: 'Back to the dashboard',
  loading: 'Loading the disease…',
  loadFailed: 'The disease could not be loaded.',
  notFound: 'There is no disease with this id.',
  signalsTitle: 'Current signals',
  signalsEmpty: 'No current signal: reports and cases of this disease are within what is expected.',
  signalsFailed: 'The signals could not be loaded.',
  outbreaksTitle: 'Recent confirmed outbreaks',
  outbreaksEmpty: 'No confirmed outbreak of this disease yet.',
  outbreaksFailed: 'The outbreaks could not be loaded.',
  allOutbreaks: 'All reports of this disease',
} as const;

/** How many recent confirmed outbreaks the page shows before linking to the full list. */
export const DISEASE_PAGE_OUTBREAKS = 10;
