import { defineMessages } from '@outbreak-watch/domain';

/** The small map of a report's country (the reports feed's cards). */
export const LOCATOR_MESSAGES = defineMessages({
  map: {
    id: 'locator.map',
    defaultMessage: 'Map of {country}',
    description:
      'Screen-reader name of the small map of a report’s country. {country} is the country’s name.',
  },
});
