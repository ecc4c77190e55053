import { defineMessages } from './i18n/messages.js';

/**
 * The API's refusals by module, as message descriptors: the server sends their English text (the
 * modules' `*_MESSAGES` constants are made from these) and answers in the request's language, which the
 * error handler finds by that English text. Numbers that are limits come in as values, so the English
 * stays the constants' own.
 */

export const OUTBREAK_MESSAGE_DESCRIPTORS = defineMessages({
  invalidScores: {
    id: 'api.outbreaks.invalidScores',
    defaultMessage: 'Invalid or missing assessment scores provided.',
    description: 'A report sent with assessment answers missing or out of range.',
  },
  notFound: {
    id: 'api.outbreaks.notFound',
    defaultMessage: 'Outbreak not found.',
    description: 'An outbreak report that does not exist (or no longer).',
  },
  countryNotFound: {
    id: 'api.outbreaks.countryNotFound',
    defaultMessage: 'The selected country does not exist.',
    description: 'A report whose country is not in the list.',
  },
  stateNotFound: {
    id: 'api.outbreaks.stateNotFound',
    defaultMessage: 'The selected state does not exist in this country.',
    description: 'A report whose state or province is not one of the chosen country.',
  },
  diseaseNotFound: {
    id: 'api.outbreaks.diseaseNotFound',
    defaultMessage: 'The selected disease does not exist.',
    description: 'A report whose disease is not in the list.',
  },
  diseaseRequired: {
    id: 'api.outbreaks.diseaseRequired',
    defaultMessage: 'Choose a disease or add a new one.',
    description: 'A report sent without a disease.',
  },
  dateInFuture: {
    id: 'api.outbreaks.dateInFuture',
    defaultMessage: 'The date cannot be in the future.',
    description: 'A report dated after today.',
  },
  commentEmpty: {
    id: 'api.outbreaks.commentEmpty',
    defaultMessage: 'Comment cannot be empty.',
    description: 'An expert comment sent without text.',
  },
  commentTooLong: {
    id: 'api.outbreaks.commentTooLong',
    defaultMessage: 'Comment cannot exceed 5,000 characters.',
    description: 'An expert comment longer than 5,000 characters.',
  },
  helpfulOwnComment: {
    id: 'api.outbreaks.helpfulOwnComment',
    defaultMessage: 'You cannot mark your own comment as helpful.',
    description: 'Someone marking their own comment "Helpful".',
  },
  helpfulFailed: {
    id: 'api.outbreaks.helpfulFailed',
    defaultMessage: 'Could not save your Helpful mark. Please try again.',
    description: 'The "Helpful" mark on a comment could not be saved. "Helpful" is the button’s name.',
  },
  searchTooLong: {
    id: 'api.outbreaks.searchTooLong',
    defaultMessage: 'Search text cannot exceed {max} characters.',
    description: 'A search text that is too long; max is the most characters allowed.',
  },
  invalidCursor: {
    id: 'api.outbreaks.invalidCursor',
    defaultMessage:
      'This list position is not valid (it comes from next_cursor); start again from the first page.',
    description: 'A list asked for from a broken position. Keep "next_cursor" (the API field) as it is.',
  },
  cursorWithPage: {
    id: 'api.outbreaks.cursorWithPage',
    defaultMessage: 'Use either page or cursor, not both.',
    description: 'A list asked for with both a page and a cursor. Keep "page" and "cursor" (API words).',
  },
});

export const DUPLICATE_MESSAGE_DESCRIPTORS = defineMessages({
  possible: {
    id: 'api.duplicates.possible',
    defaultMessage:
      'A report of the same disease and country from within 14 days looks alike. If it is this outbreak, add what you know as a comment to it instead; if not, submit anyway.',
    description: 'A new report that looks like an existing one; the reporter can still submit it.',
  },
  exactRepeat: {
    id: 'api.duplicates.exactRepeat',
    defaultMessage:
      'You already submitted this exact report in the last 24 hours. It was not submitted again.',
    description: 'The same report sent twice by the same person.',
  },
  mergeIntoItself: {
    id: 'api.duplicates.mergeIntoItself',
    defaultMessage: 'An outbreak cannot be merged into itself.',
    description: 'A merge whose two reports are the same.',
  },
  survivorNotFound: {
    id: 'api.duplicates.survivorNotFound',
    defaultMessage: 'The outbreak to merge into was not found. It may have been removed or merged.',
    description: 'A merge into a report that no longer exists.',
  },
  alreadyMerged: {
    id: 'api.duplicates.alreadyMerged',
    defaultMessage: 'This outbreak was merged into report #{survivorId, number, ::group-off}.',
    description: 'A report that was merged into another; survivorId is the other report’s number.',
  },
  mergedReason: {
    id: 'api.duplicates.mergedReason',
    defaultMessage: 'A duplicate of report #{survivorId, number, ::group-off}, merged into it.',
    description: 'Why a merged report left the feeds; survivorId is the report it was merged into.',
  },
  notDuplicateOfItself: {
    id: 'api.duplicates.notDuplicateOfItself',
    defaultMessage: 'An outbreak is always a duplicate of itself.',
    description: 'Marking a report as "not a duplicate" of itself.',
  },
  otherNotFound: {
    id: 'api.duplicates.otherNotFound',
    defaultMessage: 'The other outbreak was not found.',
    description: 'Comparing a report with one that does not exist.',
  },
  alreadyNotDuplicate: {
    id: 'api.duplicates.alreadyNotDuplicate',
    defaultMessage: 'These reports are already marked as not duplicates.',
    description: 'Two reports already marked as not duplicates of each other.',
  },
});

export const RANGE_MESSAGE_DESCRIPTORS = defineMessages({
  datesOutOfOrder: {
    id: 'api.range.datesOutOfOrder',
    defaultMessage: 'The start date must not be after the end date.',
    description: 'A date range whose start is later than its end.',
  },
  epicurveStack: {
    id: 'api.range.epicurveStack',
    defaultMessage: 'Use stack=disease or stack=status.',
    description:
      'An epidemic curve asked for with an unknown stack. Keep "stack=disease" and "stack=status".',
  },
  epicurveMeasure: {
    id: 'api.range.epicurveMeasure',
    defaultMessage: 'Use measure=reports or measure=cases.',
    description: 'An epidemic curve asked for with an unknown measure. Keep the "measure=…" words.',
  },
  epicurveTooLong: {
    id: 'api.range.epicurveTooLong',
    defaultMessage: 'The epidemic curve covers at most {weeks} ISO weeks. Choose a shorter range.',
    description: 'An epidemic curve over too long a range; weeks is the most allowed.',
  },
  mapReversed: {
    id: 'api.range.mapReversed',
    defaultMessage: 'The range must start on or before its end.',
    description: 'A map animation range whose start is after its end.',
  },
  mapTooManyWeeks: {
    id: 'api.range.mapTooManyWeeks',
    defaultMessage: 'Choose a range of at most {max} weeks, or monthly frames.',
    description: 'A weekly map animation over too long a range; max is the most weeks.',
  },
  mapTooManyMonths: {
    id: 'api.range.mapTooManyMonths',
    defaultMessage: 'Choose a range of at most {max} months.',
    description: 'A monthly map animation over too long a range; max is the most months.',
  },
  pdfUnavailable: {
    id: 'api.range.pdfUnavailable',
    defaultMessage:
      'PDF download is not available on this server. Use your browser’s Print → Save as PDF instead.',
    description:
      'The situation report’s PDF cannot be made here. "Print → Save as PDF" is the browser’s menu.',
  },
  pdfBusy: {
    id: 'api.range.pdfBusy',
    defaultMessage: 'Another situation report is being rendered. Please try again in a few seconds.',
    description: 'The situation report’s PDF is busy with another request.',
  },
  pdfFailed: {
    id: 'api.range.pdfFailed',
    defaultMessage: 'The PDF could not be rendered. Use your browser’s Print → Save as PDF instead.',
    description: 'The situation report’s PDF failed.',
  },
});

export const SIGNAL_MESSAGE_DESCRIPTORS = defineMessages({
  notFound: {
    id: 'api.signals.notFound',
    defaultMessage: 'Signal not found.',
    description: 'A signal (an unusual rise found in the reports) that does not exist.',
  },
  transition: {
    id: 'api.signals.transition',
    defaultMessage:
      'A signal that is {from, select, new {new} under_review {under review} verified {verified event} other {discarded}} cannot be marked {to, select, new {new} under_review {under review} verified {verified event} other {discarded}}.',
    description: 'A signal moved to a status it cannot take from its current one (the triage statuses).',
  },
  outbreaksRequired: {
    id: 'api.signals.outbreaksRequired',
    defaultMessage: 'Choose at least one outbreak that the event concerns.',
    description: 'A signal verified as an event without the outbreaks it concerns.',
  },
  tooManyOutbreaks: {
    id: 'api.signals.tooManyOutbreaks',
    defaultMessage: 'An event can link at most 50 outbreaks.',
    description: 'An event linked to more than 50 outbreaks.',
  },
  outbreaksDuplicated: {
    id: 'api.signals.outbreaksDuplicated',
    defaultMessage: 'Each outbreak can be linked only once.',
    description: 'An event listing the same outbreak twice.',
  },
  outbreaksUnknown: {
    id: 'api.signals.outbreaksUnknown',
    defaultMessage: 'These outbreaks do not exist: {ids}.',
    description: 'An event linked to outbreaks that do not exist; ids is their list of numbers.',
  },
  outbreaksOutsideSeries: {
    id: 'api.signals.outbreaksOutsideSeries',
    defaultMessage: "These outbreaks are not in the signal's series (its country and disease): {ids}.",
    description: 'An event linked to outbreaks of another country or disease; ids is their list of numbers.',
  },
  discardedHidden: {
    id: 'api.signals.discardedHidden',
    defaultMessage: 'Only admins can list discarded signals.',
    description: 'Someone other than an admin asking for discarded signals.',
  },
});

export const ADMIN_MESSAGE_DESCRIPTORS = defineMessages({
  nameTooShort: {
    id: 'api.admin.nameTooShort',
    defaultMessage: 'Name must be at least {min} characters',
    description: 'A reference list entry’s name that is too short; min is the least number of characters.',
  },
  nameTooLong: {
    id: 'api.admin.nameTooLong',
    defaultMessage: 'Name cannot exceed {max} characters',
    description: 'A reference list entry’s name that is too long; max is the most characters.',
  },
  nameRequired: {
    id: 'api.admin.nameRequired',
    defaultMessage: 'Name is required',
    description: 'A reference list entry without a name.',
  },
  notFound: {
    id: 'api.admin.notFound',
    defaultMessage:
      '{kind, select, title {Title not found} affiliation {Affiliation not found} other {Qualification not found}}',
    description: 'A reference list entry (a title, an affiliation or a qualification) that does not exist.',
  },
  duplicateName: {
    id: 'api.admin.duplicateName',
    defaultMessage:
      '{kind, select, title {A title named "{name}" already exists.} affiliation {An affiliation named "{name}" already exists.} other {A qualification named "{name}" already exists.}}',
    description: 'A reference list entry whose name is taken; name is that name.',
  },
  inUse: {
    id: 'api.admin.inUse',
    defaultMessage:
      '{kind, select, title {This title is used by {users, plural, one {# user} other {# users}} and cannot be deleted. Change their profiles first.} affiliation {This affiliation is used by {users, plural, one {# user} other {# users}} and cannot be deleted. Change their profiles first.} other {This qualification is used by {users, plural, one {# user} other {# users}} and cannot be deleted. Change their profiles first.}}',
    description: 'A reference list entry that profiles still use; users is how many.',
  },
  questionNotFound: {
    id: 'api.admin.questionNotFound',
    defaultMessage: 'Question not found',
    description: 'An assessment question that does not exist.',
  },
  questionKeyLength: {
    id: 'api.admin.questionKeyLength',
    defaultMessage: 'Question key must be 2 to 100 characters',
    description: 'An assessment question’s key of the wrong length.',
  },
  questionKeyFormat: {
    id: 'api.admin.questionKeyFormat',
    defaultMessage: 'Question key may hold only lowercase letters, digits and underscores',
    description: 'An assessment question’s key with other characters.',
  },
  questionLabelLength: {
    id: 'api.admin.questionLabelLength',
    defaultMessage: 'Label must be 2 to 200 characters',
    description: 'An assessment question’s label of the wrong length.',
  },
  minBelowMax: {
    id: 'api.admin.minBelowMax',
    defaultMessage: 'Minimum value must be less than maximum value',
    description: 'An assessment question whose least value is not below its greatest.',
  },
  valueRange: {
    id: 'api.admin.valueRange',
    defaultMessage: 'Values must be between 0 and {max, number, ::group-off}',
    description: 'An assessment question’s bound out of range; max is the greatest allowed.',
  },
  duplicateKey: {
    id: 'api.admin.duplicateKey',
    defaultMessage: 'A question with the key "{key}" already exists.',
    description: 'An assessment question whose key is taken; key is that key.',
  },
  metricKeyFixed: {
    id: 'api.admin.metricKeyFixed',
    defaultMessage: 'The key "{key}" feeds the outbreak metrics and cannot be changed.',
    description: 'Renaming the key of a question the metrics use; key is that key.',
  },
  metricQuestionActive: {
    id: 'api.admin.metricQuestionActive',
    defaultMessage: 'The question "{key}" feeds the outbreak metrics and must stay active.',
    description: 'Turning off a question the metrics use; key is its key.',
  },
  userNotFound: {
    id: 'api.admin.userNotFound',
    defaultMessage: 'User not found',
    description: 'A user account that does not exist (admin pages).',
  },
  self: {
    id: 'api.admin.self',
    defaultMessage:
      '{action, select, verify {You cannot verify your own account.} suspend {You cannot suspend your own account.} unsuspend {You cannot unsuspend your own account.} delete {You cannot delete your own account.} other {You cannot change the role of your own account.}}',
    description:
      'An admin acting on their own account (verify, suspend, lift a suspension, delete, change role).',
  },
  superAdminOnly: {
    id: 'api.admin.superAdminOnly',
    defaultMessage: 'Only a super admin can act on an admin account.',
    description: 'An admin acting on another admin’s account.',
  },
  roleSuperAdminOnly: {
    id: 'api.admin.roleSuperAdminOnly',
    defaultMessage: "Only a super admin can change a user's role.",
    description: 'An admin who is not a super admin changing a role.',
  },
  alreadyVerified: {
    id: 'api.admin.alreadyVerified',
    defaultMessage: 'This user is already verified.',
    description: 'Verifying a user already verified.',
  },
  alreadySuspended: {
    id: 'api.admin.alreadySuspended',
    defaultMessage: 'This user is already suspended.',
    description: 'Suspending a user already suspended.',
  },
  notSuspended: {
    id: 'api.admin.notSuspended',
    defaultMessage: 'This user is not suspended.',
    description: 'Lifting the suspension of a user who is not suspended.',
  },
  sameRole: {
    id: 'api.admin.sameRole',
    defaultMessage: 'The user already has this role.',
    description: 'Giving a user the role they have.',
  },
  actorChanged: {
    id: 'api.admin.actorChanged',
    defaultMessage:
      'Your own account was changed by another admin while this was being done, so nothing was changed. Please reload the page.',
    description: 'An admin whose own account another admin changed at the same moment.',
  },
  roleInvalid: {
    id: 'api.admin.roleInvalid',
    defaultMessage: 'The role must be admin (2), reporter (3) or blogger (4).',
    description: 'An unknown role; the numbers are the roles’ codes in the API.',
  },
  descriptionTooLong: {
    id: 'api.admin.descriptionTooLong',
    defaultMessage: 'Description cannot exceed 1000 characters',
    description: 'An assessment question’s description longer than 1000 characters.',
  },
  displayOrder: {
    id: 'api.admin.displayOrder',
    defaultMessage: 'Display order must be a whole number',
    description: 'An assessment question’s position that is not a whole number from 0 to 10000.',
  },
});

export const VERIFICATION_MESSAGE_DESCRIPTORS = defineMessages({
  alreadyConfirmed: {
    id: 'api.verification.alreadyConfirmed',
    defaultMessage: 'This outbreak is already confirmed.',
    description: 'Confirming a report already confirmed.',
  },
  sameStatus: {
    id: 'api.verification.sameStatus',
    defaultMessage:
      'The status is already {status, select, Active {Active} Investigating {Investigating} Contained {Contained} other {Resolved}}.',
    description:
      'Setting an outbreak’s status to the one it has (Active, Investigating, Contained, Resolved).',
  },
  nothingCorrected: {
    id: 'api.verification.nothingCorrected',
    defaultMessage: 'The correction changes nothing.',
    description: 'A correction of a report that changes none of its facts.',
  },
  reasonRequired: {
    id: 'api.verification.reasonRequired',
    defaultMessage: 'Please give a reason.',
    description: 'A removal or rejection without its reason.',
  },
  reasonTooLong: {
    id: 'api.verification.reasonTooLong',
    defaultMessage: 'The reason cannot exceed 500 characters.',
    description: 'A reason longer than 500 characters.',
  },
  commentNotFound: {
    id: 'api.verification.commentNotFound',
    defaultMessage: 'Comment not found.',
    description: 'A comment that does not exist (or no longer).',
  },
  alreadyHidden: {
    id: 'api.verification.alreadyHidden',
    defaultMessage: 'This comment is already hidden.',
    description: 'Hiding a comment already hidden.',
  },
  notHidden: {
    id: 'api.verification.notHidden',
    defaultMessage: 'This comment is not hidden.',
    description: 'Showing again a comment that is not hidden.',
  },
  deathsExceedCases: {
    id: 'api.verification.deathsExceedCases',
    defaultMessage: 'The number of deaths cannot be greater than the number of cases.',
    description: 'A report with more deaths than cases.',
  },
  casesExceedPopulation: {
    id: 'api.verification.casesExceedPopulation',
    defaultMessage: 'The number of cases cannot be greater than the population at risk.',
    description: 'A report with more cases than people at risk.',
  },
});

export const ACCOUNT_MESSAGE_DESCRIPTORS = defineMessages({
  invalidIdempotencyKey: {
    id: 'api.account.invalidIdempotencyKey',
    defaultMessage: 'The Idempotency-Key header must be a UUID, e.g. 3f1c2a9e-8b4d-4c6f-9a2e-5d7b1c0e4f6a.',
    description:
      'A report sent from the offline queue with a broken key. Keep "Idempotency-Key" and the example.',
  },
  reportRemoved: {
    id: 'api.account.reportRemoved',
    defaultMessage: 'The report sent with this Idempotency-Key has since been removed.',
    description: 'A report from the offline queue that was sent and since removed. Keep "Idempotency-Key".',
  },
  selfFollow: {
    id: 'api.account.selfFollow',
    defaultMessage: 'You cannot follow yourself.',
    description: 'Someone following their own profile.',
  },
  followFailed: {
    id: 'api.account.followFailed',
    defaultMessage: 'Could not update following. Please try again.',
    description: 'Following or unfollowing a member failed.',
  },
  followTargetNotFound: {
    id: 'api.account.followTargetNotFound',
    defaultMessage: 'There is nothing to follow with that id.',
    description: 'Following an outbreak, disease, country or region that does not exist.',
  },
  followNeedsVerification: {
    id: 'api.account.followNeedsVerification',
    defaultMessage: 'Verify your email address to follow and get alerts.',
    description: 'Following before the email address is verified.',
  },
  followNotFound: {
    id: 'api.account.followNotFound',
    defaultMessage: 'Follow not found.',
    description: 'Stopping to follow something not followed.',
  },
  unsubscribeInvalid: {
    id: 'api.account.unsubscribeInvalid',
    defaultMessage: 'This unsubscribe link is invalid or has already been used.',
    description: 'A broken or used unsubscribe link of a notification email.',
  },
  contactTooMany: {
    id: 'api.account.contactTooMany',
    defaultMessage: 'Too many messages. Please try again in an hour, or email the team directly.',
    description: 'Too many contact form messages from one address.',
  },
  contactSendFailed: {
    id: 'api.account.contactSendFailed',
    defaultMessage: 'Your message could not be sent. Please try again.',
    description: 'The contact form’s message could not be sent.',
  },
  countryNotFound: {
    id: 'api.account.countryNotFound',
    defaultMessage: 'Country not found.',
    description: 'A country that does not exist.',
  },
  diseaseNotFound: {
    id: 'api.account.diseaseNotFound',
    defaultMessage: 'Disease not found.',
    description: 'A disease that does not exist.',
  },
});

export const EXPORT_MESSAGE_DESCRIPTORS = defineMessages({
  tooLargeForVisitors: {
    id: 'api.exports.tooLargeForVisitors',
    defaultMessage:
      'This export has {rows, number} rows; sign in to have it prepared and sent to you, or narrow the filters.',
    description: 'A visitor’s export too large to stream; rows is its number of rows.',
  },
  tooLargeForVisitorsAtLeast: {
    id: 'api.exports.tooLargeForVisitorsAtLeast',
    defaultMessage:
      'This export has more than {rows, number} rows; sign in to have it prepared and sent to you, or narrow the filters.',
    description: 'A visitor’s export too large to stream; rows is the number it has more than.',
  },
  notFound: {
    id: 'api.exports.notFound',
    defaultMessage: 'Export not found.',
    description: 'An export that does not exist (or no longer).',
  },
  badToken: {
    id: 'api.exports.badToken',
    defaultMessage: 'This download link is not valid.',
    description: 'An export’s download link with a wrong key.',
  },
  expired: {
    id: 'api.exports.expired',
    defaultMessage: 'This download link has expired. Export the list again to get a new file.',
    description: 'An export’s download link that is too old.',
  },
  notReady: {
    id: 'api.exports.notReady',
    defaultMessage: 'This export is not ready yet.',
    description: 'An export still being prepared.',
  },
  failed: {
    id: 'api.exports.failed',
    defaultMessage: 'The export could not be prepared.',
    description: 'An export that failed.',
  },
});

export const EXCHANGE_MESSAGE_DESCRIPTORS = defineMessages({
  uid: {
    id: 'api.exchange.uid',
    defaultMessage: 'A DHIS2 UID is 11 letters or digits, the first a letter.',
    description: 'A DHIS2 identifier of the wrong form. Keep "DHIS2 UID".',
  },
  period: {
    id: 'api.exchange.period',
    defaultMessage: 'Use an ISO week such as 2026W5, 2026W05 or 2026-W05.',
    description: 'A period that is not an ISO week. Keep the examples as they are.',
  },
  weekOutOfYear: {
    id: 'api.exchange.weekOutOfYear',
    defaultMessage: '{year, number, ::group-off} has {weeks} ISO weeks.',
    description: 'An ISO week beyond its year’s last; year is the year, weeks how many it has.',
  },
  periodOrRange: {
    id: 'api.exchange.periodOrRange',
    defaultMessage: 'Give either period, or from and to (ISO weeks).',
    description: 'An exchange asked for with both or neither. Keep "period", "from" and "to" (API words).',
  },
  weeksOutOfOrder: {
    id: 'api.exchange.weeksOutOfOrder',
    defaultMessage: 'The first week must not be after the last.',
    description: 'A range of weeks whose first is after its last.',
  },
  tooLong: {
    id: 'api.exchange.tooLong',
    defaultMessage: 'A DHIS2 document covers at most {weeks} ISO weeks. Choose a shorter range.',
    description: 'A DHIS2 export over too many weeks; weeks is the most allowed.',
  },
  unknownCountry: {
    id: 'api.exchange.unknownCountry',
    defaultMessage: 'No country {value}.',
    description: 'A DHIS2 mapping row naming an unknown country; value is the code given.',
  },
  unknownDisease: {
    id: 'api.exchange.unknownDisease',
    defaultMessage: 'No disease {value}.',
    description: 'A DHIS2 mapping row naming an unknown disease; value is the name or number given.',
  },
  duplicateCountry: {
    id: 'api.exchange.duplicateCountry',
    defaultMessage: 'Country {value} is mapped twice.',
    description: 'A DHIS2 mapping naming a country twice; value is the code given.',
  },
  duplicateDisease: {
    id: 'api.exchange.duplicateDisease',
    defaultMessage: 'Disease {value} is mapped twice.',
    description: 'A DHIS2 mapping naming a disease twice; value is the name or number given.',
  },
  adxEmpty: {
    id: 'api.exchange.adxEmpty',
    defaultMessage: 'No mapped counts in these weeks: an ADX document holds at least one value.',
    description: 'An ADX export with nothing in it. Keep "ADX" (a DHIS2 format).',
  },
  adxNeedsDataSet: {
    id: 'api.exchange.adxNeedsDataSet',
    defaultMessage: 'ADX groups name their DHIS2 data set: set the data set UID in the mapping first.',
    description: 'An ADX export before the mapping has its data set. Keep "ADX", "DHIS2", "UID".',
  },
});

/** The field-level texts of the API's query and body checks. */
export const FIELD_MESSAGE_DESCRIPTORS = defineMessages({
  trueOrFalse: {
    id: 'validation.trueOrFalse',
    defaultMessage: 'Use true or false.',
    description: 'A yes/no query parameter with another value. Keep "true" and "false" (API words).',
  },
  dateFormat: {
    id: 'validation.dateFormat',
    defaultMessage: 'Use a date in the form YYYY-MM-DD.',
    description: 'A date written another way. Keep "YYYY-MM-DD".',
  },
  realDate: {
    id: 'validation.realDate',
    defaultMessage: 'Use a real calendar date.',
    description: 'A date that does not exist, such as 2026-02-30.',
  },
  positiveId: {
    id: 'validation.positiveId',
    defaultMessage: 'The id must be a positive whole number.',
    description: 'An id in an address or a field that is not a number from 1 up.',
  },
  signalStatus: {
    id: 'validation.signalStatus',
    defaultMessage: 'Choose under_review, verified or discarded.',
    description: 'An unknown triage status of a signal. Keep the three API words.',
  },
  channel: {
    id: 'validation.channel',
    defaultMessage: 'Choose a channel from the list.',
    description: 'An alert log filter with an unknown channel.',
  },
  state: {
    id: 'validation.state',
    defaultMessage: 'Choose a state from the list.',
    description: 'An alert log filter with an unknown delivery state.',
  },
  categoryLength: {
    id: 'validation.categoryLength',
    defaultMessage: 'A category has at most 50 characters.',
    description: 'An alert log filter’s category that is too long.',
  },
  categoryFormat: {
    id: 'validation.categoryFormat',
    defaultMessage: 'A category is lower-case letters and underscores.',
    description: 'An alert log filter’s category with other characters.',
  },
  searchLength: {
    id: 'validation.searchLength',
    defaultMessage: 'Search with at most 100 characters.',
    description: 'A search text longer than 100 characters.',
  },
  rangeDays: {
    id: 'validation.rangeDays',
    defaultMessage: 'Use one of {days} days.',
    description: 'A period in days that is not one of the presets; days is their list.',
  },
  oneOf: {
    id: 'validation.oneOf',
    defaultMessage: 'Use one of {values}.',
    description: 'A value that is not one of the list; values is the list of API words.',
  },
  unknownArea: {
    id: 'validation.unknownArea',
    defaultMessage: 'There is no UN M49 region with that code.',
    description: 'A region filter with an unknown code. Keep "UN M49" (the United Nations’ region codes).',
  },
  base64url: {
    id: 'validation.base64url',
    defaultMessage: '{name} must be base64url',
    description: 'A push subscription key in the wrong encoding; name is the API field. Keep "base64url".',
  },
  byteLength: {
    id: 'validation.byteLength',
    defaultMessage: '{name} must be {length} bytes',
    description: 'A push subscription key of the wrong size; name is the API field, length its size.',
  },
  httpsEndpoint: {
    id: 'validation.httpsEndpoint',
    defaultMessage: 'endpoint must be an https URL',
    description: 'A push subscription whose endpoint is not an https address. Keep "endpoint" (API field).',
  },
  p256dhPoint: {
    id: 'validation.p256dhPoint',
    defaultMessage: 'keys.p256dh must be an uncompressed P-256 point',
    description: 'A push subscription key that is not a valid P-256 point. Keep "keys.p256dh" and "P-256".',
  },
});
