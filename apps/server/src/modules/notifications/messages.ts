import { defineMessages } from '@outbreak-watch/domain';

/**
 * The texts of notifications (in the app, by push and in mails), written in each recipient's language
 * when the notification is made. Disease, country and place names are data and stay as they are.
 */
export const NOTICE_MESSAGES = defineMessages({
  outbreakConfirmedTitle: {
    id: 'notice.outbreakConfirmed.title',
    defaultMessage: 'New confirmed outbreak: {disease} in {place}',
    description:
      'Title of the notification of a newly confirmed outbreak; disease and place name the outbreak (Cholera in Nairobi, Kenya).',
  },
  outbreakConfirmedBody: {
    id: 'notice.outbreakConfirmed.body',
    defaultMessage:
      '{disease} in {place}, reported {date} with {cases} cases, was confirmed by the verification team.',
    description:
      'Text of the notification of a newly confirmed outbreak; disease and place name the outbreak (Cholera in Nairobi, Kenya), date the day it was reported, cases a number.',
  },
  statusChangedTitle: {
    id: 'notice.statusChanged.title',
    defaultMessage:
      '{disease} in {place} is now {status, select, active {active} investigating {investigating} contained {contained} resolved {resolved} other {{status}}}',
    description:
      'Title of the notification of an outbreak whose status changed; disease and place name the outbreak (Cholera in Nairobi, Kenya).',
  },
  statusChangedBody: {
    id: 'notice.statusChanged.body',
    defaultMessage:
      'The verification team changed the status of the {disease} outbreak in {place} to {status, select, active {active} investigating {investigating} contained {contained} resolved {resolved} other {{status}}}.',
    description: 'Text of the notification of an outbreak whose status changed.',
  },
  commentsTitle: {
    id: 'notice.comments.title',
    defaultMessage:
      '{count, plural, one {New expert comment on {disease} in {place}} other {{count} new comments on {disease} in {place}}}',
    description:
      'Title of the notification of new comments on an outbreak (grouped while they keep coming); disease and place name the outbreak (Cholera in Nairobi, Kenya).',
  },
  commentsBody: {
    id: 'notice.comments.body',
    defaultMessage:
      '{count, plural, one {Someone commented on the {disease} in {place} outbreak.} other {{count} comments were posted on the {disease} in {place} outbreak.}}',
    description:
      'Text of the notification of new comments on an outbreak; disease and place name the outbreak (Cholera in Nairobi, Kenya).',
  },
  followSummaryTitle: {
    id: 'notice.followSummary.title',
    defaultMessage:
      '{name}: {signals, plural, one {{signals} current signal} other {{signals} current signals}}, {outbreaks, plural, one {{outbreaks} active outbreak} other {{outbreaks} active outbreaks}}',
    description:
      'Title of the notification sent on following a country or disease (name): how many signals and active outbreaks there are now.',
  },
  followSummaryBody: {
    id: 'notice.followSummary.body',
    defaultMessage:
      'You now follow {name}. This is what is going on there now; from here on you hear of each new event.',
    description: 'Text of the notification sent on following a country or disease (name).',
  },
  signalVerifiedTitle: {
    id: 'notice.signalVerified.title',
    defaultMessage: 'Verified event: {series}',
    description: 'Title of the notification of a signal verified as an event; series is "Kenya × Cholera".',
  },
  signalVerifiedBody: {
    id: 'notice.signalVerified.body',
    defaultMessage:
      'The verification team verified the signal of {series} in the week of {date} as an event.',
    description:
      'Text of the notification of a signal verified as an event; series is "Kenya × Cholera", date the first day of the week.',
  },
  exportReadyTitle: {
    id: 'notice.exportReady.title',
    defaultMessage: 'Your {format} export is ready',
    description: 'Title of the notification of a prepared export; format is CSV, XLSX or GeoJSON.',
  },
  exportReadyBody: {
    id: 'notice.exportReady.body',
    defaultMessage:
      '{rows, plural, one {# row} other {# rows}} of {filter}. The download link works for {hours, plural, one {# hour} other {# hours}}.',
    description:
      'Text of the notification of a prepared export: how many rows of what (filter says which reports, e.g. “every outbreak report”), and how long its link works.',
  },
});
