import { defineMessages } from '@outbreak-watch/domain';

/** The texts of the report form and its page (spec §2 "Report new outbreak", §8). */
export const REPORT_FORM_TEXT = defineMessages({
  title: {
    id: 'reportForm.title',
    defaultMessage: 'Report New Disease Outbreak',
    description: 'Title of the page and name of the form for filing an outbreak report.',
  },
  back: {
    id: 'reportForm.back',
    defaultMessage: 'Back to reports',
    description: 'Link back to the list of reports.',
  },
  intro: {
    id: 'reportForm.intro',
    defaultMessage:
      'A new report is shown as unconfirmed until the verification team has checked it. Fields marked <mark>*</mark><hidden>with an asterisk</hidden> are required.',
    description:
      'Under the title. <mark> is the asterisk shown on screen, <hidden> its words for screen readers; keep both in the place where the asterisk is named.',
  },
  notReporterTitle: {
    id: 'reportForm.notReporter.title',
    defaultMessage: 'Reporting is for reporter accounts',
    description: 'Title of the notice to a signed-in person who may not file reports.',
  },
  notReporter: {
    id: 'reportForm.notReporter',
    defaultMessage:
      'Only reporters can report outbreaks. Your account is a blogger account: you can follow outbreaks on the map, read every report and take part in the discussions, but not file reports.',
    description: 'Notice to a person with a blogger account, who may not file reports.',
  },
  contactTeam: {
    id: 'reportForm.notReporter.contact',
    defaultMessage:
      'If you are a healthcare professional and need to report outbreaks, <link>contact the team</link>.',
    description: 'Under the notice to a blogger; <link> opens the contact page.',
  },
  browseReports: {
    id: 'reportForm.notReporter.browse',
    defaultMessage: 'Browse reports',
    description: 'Button to the list of reports.',
  },
  openMap: {
    id: 'reportForm.notReporter.map',
    defaultMessage: 'Open the map',
    description: 'Button to the map.',
  },
  unverifiedTitle: {
    id: 'reportForm.unverified.title',
    defaultMessage: 'Verify your email address first',
    description: 'Title of the notice to a reporter whose email address is not verified.',
  },
  unverified: {
    id: 'reportForm.unverified',
    defaultMessage:
      'Reports are accepted only from reporters whose email address is verified. Open the link in the verification email we sent you, then submit this form.',
    description: 'Notice to a reporter whose email address is not verified.',
  },
  whenWhere: {
    id: 'reportForm.section.whenWhere',
    defaultMessage: 'When and where',
    description: "Title of the form's section with the date and place.",
  },
  disease: {
    id: 'reportForm.section.disease',
    defaultMessage: 'Disease',
    description: "Title of the form's section with the disease.",
  },
  assessment: {
    id: 'reportForm.section.assessment',
    defaultMessage: 'Assessment',
    description: "Title of the form's section with the figures (cases, deaths…).",
  },
  assessmentHint: {
    id: 'reportForm.section.assessment.hint',
    defaultMessage:
      'Figures so far. The transmission rate, attack rate and survivability are computed from them.',
    description: "Under the Assessment section's title.",
  },
  details: {
    id: 'reportForm.section.details',
    defaultMessage: 'Report details',
    description: "Title of the form's section with the description and source.",
  },
  description: {
    id: 'reportForm.description',
    defaultMessage: 'Description',
    description: "Label of the report's description.",
  },
  descriptionHint: {
    id: 'reportForm.description.hint',
    defaultMessage: 'What is known: symptoms, setting, how cases were identified.',
    description: 'Hint under the description field.',
  },
  source: {
    id: 'reportForm.source',
    defaultMessage: 'Source',
    description: "Label of where the report's information comes from.",
  },
  sourceHint: {
    id: 'reportForm.source.hint',
    defaultMessage: 'Where the information comes from, e.g. a ministry bulletin or a hospital report.',
    description: 'Hint under the source field.',
  },
  retry: {
    id: 'reportForm.retry',
    defaultMessage: 'Retry',
    description: "Button loading the form's lists again after a failure.",
  },
  cancel: {
    id: 'reportForm.cancel',
    defaultMessage: 'Cancel',
    description: 'Button leaving the form without filing.',
  },
  submit: {
    id: 'reportForm.submit',
    defaultMessage: 'Submit report',
    description: "The form's submit button.",
  },
  submitting: {
    id: 'reportForm.submitting',
    defaultMessage: 'Submitting report...',
    description: 'The submit button while the report is sent.',
  },
  draftRestored: {
    id: 'reportForm.draftRestored',
    defaultMessage: 'Your unsent report was restored from this device.',
    description: 'When the form opens with a draft kept on this device.',
  },
  discardDraft: {
    id: 'reportForm.discardDraft',
    defaultMessage: 'Clear the form',
    description: 'Button discarding the restored draft.',
  },
  editingNotice: {
    id: 'reportForm.editingNotice',
    defaultMessage:
      'You are fixing a refused report. Submitting sends it again in its place; the refused entry is removed once it is sent or queued.',
    description: 'When the form holds a queued report the server refused, opened to be fixed.',
  },
  queuedNotice: {
    id: 'reportForm.queuedNotice',
    defaultMessage:
      'No network: the report is kept on this device and will be sent when the network returns. It is not stored on the server yet.',
    description: 'After submitting without a network.',
  },
  queuedTitle: {
    id: 'reportForm.queuedTitle',
    defaultMessage: '{disease} in {country}, {date}',
    description: 'Name of a report kept on the device, e.g. "Cholera in Nigeria, Mar 5, 2026".',
  },
  loadFailed: {
    id: 'reportForm.loadFailed',
    defaultMessage: 'Failed to load initial data: {message}',
    description: "When the form's lists (countries, diseases, questions) could not load; {message} says why.",
  },
  unknownLoadError: {
    id: 'reportForm.loadFailed.unknown',
    defaultMessage: 'Unknown error',
    description: 'The reason of a failed load when none is known.',
  },
  submissionFailed: {
    id: 'reportForm.submissionFailed',
    defaultMessage: 'Submission failed: {detail}',
    description: 'When filing the report failed; {detail} says why.',
  },
  serverReturned: {
    id: 'reportForm.submissionFailed.status',
    defaultMessage: 'Server returned {status}: {statusText}',
    description: 'The reason of a failed submission: the HTTP status and its text, e.g. "502: Bad Gateway".',
  },
  unknownServerError: {
    id: 'reportForm.submissionFailed.unknown',
    defaultMessage: 'Unknown server error',
    description: 'The reason of a failed submission when none is known.',
  },
  date: {
    id: 'reportForm.date',
    defaultMessage: 'Date',
    description: "Label of the outbreak's date.",
  },
  country: {
    id: 'reportForm.country',
    defaultMessage: 'Country',
    description: "Label of the outbreak's country.",
  },
  loadingCountries: {
    id: 'reportForm.country.loading',
    defaultMessage: 'Loading countries…',
    description: 'In the country list while it loads.',
  },
  selectCountry: {
    id: 'reportForm.country.select',
    defaultMessage: 'Select a country',
    description: 'First choice of the country list.',
  },
  noCountries: {
    id: 'reportForm.country.none',
    defaultMessage: 'No countries found.',
    description: 'When the country list is empty.',
  },
  state: {
    id: 'reportForm.state',
    defaultMessage: 'State / province',
    description: "Label of the outbreak's state or province.",
  },
  chooseCountryFirst: {
    id: 'reportForm.state.chooseCountry',
    defaultMessage: 'Choose a country first',
    description: 'In the state list before a country is chosen.',
  },
  loadingStates: {
    id: 'reportForm.state.loading',
    defaultMessage: 'Loading states…',
    description: 'In the state list while it loads.',
  },
  notSpecified: {
    id: 'reportForm.notSpecified',
    defaultMessage: 'Not specified',
    description: 'First choice of an optional list: nothing chosen.',
  },
  addState: {
    id: 'reportForm.state.add',
    defaultMessage: 'Add a new state…',
    description: 'Last choice of the state list: type a new one.',
  },
  statesFailed: {
    id: 'reportForm.state.failed',
    defaultMessage: 'The states could not be loaded: {message}',
    description: 'Hint when the state list could not load.',
  },
  noStates: {
    id: 'reportForm.state.none',
    defaultMessage: 'No states found. You can add one.',
    description: 'Hint when the country has no states yet.',
  },
  newState: {
    id: 'reportForm.state.new',
    defaultMessage: 'New state name',
    description: "Label of the field for a new state's name.",
  },
  city: {
    id: 'reportForm.city',
    defaultMessage: 'City',
    description: "Label of the outbreak's city.",
  },
  diseaseField: {
    id: 'reportForm.disease',
    defaultMessage: 'Disease',
    description: 'Label of the disease list.',
  },
  loadingDiseases: {
    id: 'reportForm.disease.loading',
    defaultMessage: 'Loading diseases…',
    description: 'In the disease list while it loads.',
  },
  selectDisease: {
    id: 'reportForm.disease.select',
    defaultMessage: 'Select a disease',
    description: 'First choice of the disease list.',
  },
  addDisease: {
    id: 'reportForm.disease.add',
    defaultMessage: 'Add a new disease…',
    description: 'Last choice of the disease list: describe a new one.',
  },
  noDiseases: {
    id: 'reportForm.disease.none',
    defaultMessage: 'No diseases found. You can add one.',
    description: 'Hint when the disease list is empty.',
  },
  newDisease: {
    id: 'reportForm.disease.new',
    defaultMessage: 'New disease name',
    description: "Label of a new disease's name.",
  },
  category: {
    id: 'reportForm.disease.category',
    defaultMessage: 'Category',
    description: "Label of a new disease's category.",
  },
  categoryHint: {
    id: 'reportForm.disease.category.placeholder',
    defaultMessage: 'e.g. Respiratory, vector-borne',
    description: "Example in the new disease's category field.",
  },
  agentType: {
    id: 'reportForm.disease.agentType',
    defaultMessage: 'Agent type',
    description: 'Label of the kind of agent of a new disease.',
  },
  agentTypeName: {
    id: 'reportForm.disease.agentType.name',
    defaultMessage:
      '{type, select, virus {Virus} bacteria {Bacteria} fungus {Fungus} parasite {Parasite} prion {Prion} unknown {Unknown} other {Other}}',
    description: 'A kind of disease agent, as a choice of the list.',
  },
  diseaseDescription: {
    id: 'reportForm.disease.description',
    defaultMessage: 'Disease description',
    description: "Label of a new disease's description.",
  },
  loadingQuestions: {
    id: 'reportForm.questions.loading',
    defaultMessage: 'Loading assessment questions…',
    description: 'While the assessment questions load.',
  },
  noQuestions: {
    id: 'reportForm.questions.none',
    defaultMessage: 'No assessment questions available.',
    description: 'When no assessment question is active.',
  },
  duplicateTitle: {
    id: 'reportForm.duplicate.title',
    defaultMessage: 'This may be the same outbreak as …',
    description: 'Title of the warning that the report may repeat others, listed under it.',
  },
  duplicateExactTitle: {
    id: 'reportForm.duplicate.exactTitle',
    defaultMessage: 'This report was already submitted',
    description: 'Title of the notice that the same person already filed this report.',
  },
  duplicateAddComment: {
    id: 'reportForm.duplicate.addComment',
    defaultMessage: 'Add a comment to report #{id} instead',
    description: 'Button to comment on an earlier report rather than file a new one.',
  },
  submitAnyway: {
    id: 'reportForm.duplicate.submitAnyway',
    defaultMessage: 'Submit anyway',
    description: 'Button filing the report despite the possible duplicates.',
  },
});

/** The reports kept on this device until they are sent (offline reporting). */
export const QUEUE_TEXT = defineMessages({
  queueTitle: {
    id: 'reportForm.queue.title',
    defaultMessage: 'Queued reports',
    description: 'Title of the list of reports kept on this device until they are sent.',
  },
  queueIntro: {
    id: 'reportForm.queue.intro',
    defaultMessage:
      'Reports written without a network wait on this device and are sent when it returns. Nothing here is stored on the server until it says "Sent".',
    description: 'Under the title of the queued reports. "Sent" is the state label of a sent report.',
  },
  stateLabel: {
    id: 'reportForm.queue.state',
    defaultMessage:
      '{state, select, waiting {Waiting to send} sending {Sending…} sent {Sent} refused {Refused by the server} other {{state}}}',
    description: 'The state of a queued report.',
  },
  written: {
    id: 'reportForm.queue.written',
    defaultMessage: 'Written {date}',
    description: 'When a queued report was written, e.g. "Written Mar 5, 2026, 3:04 PM".',
  },
  waitingOffline: {
    id: 'reportForm.queue.waitingOffline',
    defaultMessage: 'Waiting for the network.',
    description: 'Why a queued report has not been sent: no network.',
  },
  waitingSignIn: {
    id: 'reportForm.queue.waitingSignIn',
    defaultMessage: 'Sign in to send it.',
    description: 'Why a queued report has not been sent: the session ended.',
  },
  waitingRetry: {
    id: 'reportForm.queue.waitingRetry',
    defaultMessage: 'The server could not take it just now; it will be tried again.',
    description: 'Why a queued report has not been sent: the server failed.',
  },
  sendNow: {
    id: 'reportForm.queue.sendNow',
    defaultMessage: 'Send now',
    description: 'Button sending the waiting reports.',
  },
  openSent: {
    id: 'reportForm.queue.openSent',
    defaultMessage: 'Open the stored report<hidden>: {title}</hidden>',
    description: "Link to a sent report's page; <hidden> is read by screen readers only.",
  },
  openInForm: {
    id: 'reportForm.queue.openInForm',
    defaultMessage: 'Open in the form to fix<hidden>: {title}</hidden>',
    description: 'Button opening a refused report in the form; <hidden> is read by screen readers only.',
  },
  discard: {
    id: 'reportForm.queue.discard',
    defaultMessage: 'Discard<hidden>: {title}</hidden>',
    description: 'Button deleting a queued report; <hidden> is read by screen readers only.',
  },
  dismiss: {
    id: 'reportForm.queue.dismiss',
    defaultMessage: 'Remove from this list<hidden>: {title}</hidden>',
    description: 'Button removing a sent report from the list; <hidden> is read by screen readers only.',
  },
});
