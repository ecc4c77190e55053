import { defineMessages, RATE_TEXTS } from '@outbreak-watch/domain';

/** The information page's frame: its title band, contents, section headings and closing call (spec §2). */
export const INFORMATION_MESSAGES = defineMessages({
  eyebrow: {
    id: 'information.eyebrow',
    defaultMessage: 'Information',
    description: 'Small label above the title of the information page.',
  },
  title: {
    id: 'information.title',
    defaultMessage: 'How Outbreak Watch works',
    description: 'Title of the information page. "Outbreak Watch" is the product name and stays as it is.',
  },
  intro: {
    id: 'information.intro',
    defaultMessage:
      'What the product does, how to use it, how reports are verified, and where the data comes from.',
    description: 'Paragraph under the information page title.',
  },
  contents: {
    id: 'information.contents',
    defaultMessage: 'On this page',
    description: 'Heading (and accessible name) of the list of links to the page’s sections.',
  },
  contentsAbout: {
    id: 'information.contents.about',
    defaultMessage: 'About',
    description: 'Link to the "About" section, in the list of the page’s sections.',
  },
  contentsFeatures: {
    id: 'information.contents.features',
    defaultMessage: 'Key features',
    description: 'Link to the "Key features" section, in the list of the page’s sections.',
  },
  contentsHowToUse: {
    id: 'information.contents.howToUse',
    defaultMessage: 'How to use',
    description: 'Link to the "How to use" section, in the list of the page’s sections.',
  },
  contentsAccuracy: {
    id: 'information.contents.accuracy',
    defaultMessage: 'Accuracy commitment',
    description: 'Link to the "Our accuracy commitment" section, in the list of the page’s sections.',
  },
  contentsDataSources: {
    id: 'information.contents.dataSources',
    defaultMessage: 'Data sources',
    description: 'Link to the "Data sources" section, in the list of the page’s sections.',
  },
  contentsAboutTheData: {
    id: 'information.contents.aboutTheData',
    defaultMessage: 'About the data',
    description: 'Link to the "About the data" section (credits of the open data), in the list of sections.',
  },
  contentsFaq: {
    id: 'information.contents.faq',
    defaultMessage: 'FAQ',
    description:
      'Short link to the "Frequently asked questions" section, in the list of the page’s sections.',
  },
  contentsTerms: {
    id: 'information.contents.terms',
    defaultMessage: 'Terms of service',
    description: 'Link to the "Terms of service" section, in the list of the page’s sections.',
  },
  contentsPrivacy: {
    id: 'information.contents.privacy',
    defaultMessage: 'Privacy',
    description: 'Link to the "Privacy" section, in the list of the page’s sections.',
  },
  aboutTitle: { id: 'information.about.title', defaultMessage: 'About', description: 'Section heading.' },
  aboutProduct: {
    id: 'information.about.product',
    defaultMessage:
      '{product} is an online in-silico intelligence tool for outbreak surveillance. It brings reports of infectious-disease outbreaks from around the world together on one map, so that the public, healthcare professionals and public health officials can see where outbreaks are happening, how severe they are, and how they develop.',
    description:
      'First paragraph of the About section; {product} is the product name "Outbreak Watch". "In-silico": computer-based.',
  },
  aboutVerification: {
    id: 'information.about.verification',
    defaultMessage:
      'Reports come from registered professionals, are discussed by experts, and are verified by epidemiologists before they are confirmed.',
    description: 'Second paragraph of the About section.',
  },
  featuresTitle: {
    id: 'information.features.title',
    defaultMessage: 'Key features',
    description: 'Section heading: the main parts of the product, each in a card.',
  },
  howToUseTitle: {
    id: 'information.howToUse.title',
    defaultMessage: 'How to use',
    description: 'Section heading: the steps for each kind of user.',
  },
  publicUsersTitle: {
    id: 'information.howToUse.public',
    defaultMessage: 'For public users',
    description: 'Heading of the numbered steps for visitors without an account.',
  },
  professionalsTitle: {
    id: 'information.howToUse.professionals',
    defaultMessage: 'For healthcare professionals',
    description: 'Heading of the numbered steps for health workers who report outbreaks.',
  },
  accuracyTitle: {
    id: 'information.accuracy.title',
    defaultMessage: 'Our accuracy commitment',
    description: 'Section heading: how reports are checked and how reporters are protected.',
  },
  dataSourcesTitle: {
    id: 'information.dataSources.title',
    defaultMessage: 'Data sources',
    description: 'Section heading: the kinds of organisation outbreak reports draw on.',
  },
  dataSourcesIntro: {
    id: 'information.dataSources.intro',
    defaultMessage: 'Outbreak reports draw on information from:',
    description: 'Above the four kinds of source (health organizations, ministries of health…).',
  },
  aboutTheDataTitle: {
    id: 'information.aboutTheData.title',
    defaultMessage: 'About the data',
    description: 'Section heading: the open data sets the product uses, with their licences.',
  },
  aboutTheDataIntro: {
    id: 'information.aboutTheData.intro',
    defaultMessage: 'The reference data of {product} comes from these open sources. We thank their authors.',
    description: 'Above the list of open data credits; {product} is the product name "Outbreak Watch".',
  },
  licence: {
    id: 'information.aboutTheData.licence',
    defaultMessage: 'Licence:',
    description: 'Term before a data set’s licence (MIT, CC0 1.0, CC BY 4.0…).',
  },
  faqTitle: {
    id: 'information.faq.title',
    defaultMessage: 'Frequently asked questions',
    description: 'Section heading of the questions and answers.',
  },
  getInvolvedTitle: {
    id: 'information.getInvolved.title',
    defaultMessage: 'Get involved',
    description: 'Heading of the closing call to action at the foot of the page.',
  },
  getInvolvedText: {
    id: 'information.getInvolved.text',
    defaultMessage: 'Explore the map, report what you see in the field, or ask the team a question.',
    description: 'Under "Get involved", above the three buttons.',
  },
  browseMap: {
    id: 'information.getInvolved.browseMap',
    defaultMessage: 'Browse Map',
    description: 'Button that opens the outbreak map.',
  },
  reportOutbreak: {
    id: 'information.getInvolved.reportOutbreak',
    defaultMessage: 'Report Outbreak',
    description: 'Button that opens the form to report an outbreak.',
  },
  askQuestion: {
    id: 'information.getInvolved.askQuestion',
    defaultMessage: 'Ask a Question',
    description: 'Button that opens the contact page.',
  },
});

/** The key features' cards (spec §2 Information). */
export const FEATURE_MESSAGES = defineMessages({
  mapTitle: {
    id: 'information.features.map.title',
    defaultMessage: 'Global outbreak map',
    description: 'Card title: the world map page.',
  },
  mapText: {
    id: 'information.features.map.text',
    defaultMessage:
      'Countries coloured by severity, a risk legend, and a country panel with totals, average rates and the most recent outbreaks.',
    description: 'Card text: what the world map shows.',
  },
  homeTitle: {
    id: 'information.features.home.title',
    defaultMessage: 'Home dashboard',
    description: 'Card title: the home page.',
  },
  homeText: {
    id: 'information.features.home.text',
    defaultMessage: 'The latest reported outbreaks at a glance, with their location, disease and key rates.',
    description: 'Card text: what the home page shows.',
  },
  analyticsTitle: {
    id: 'information.features.analytics.title',
    defaultMessage: 'Analytics',
    description: 'Card title: the analysis page.',
  },
  analyticsText: {
    id: 'information.features.analytics.text',
    defaultMessage:
      'Filter by time range, country, disease, severity and status; summary cards and charts show the trends.',
    description: 'Card text: what the analysis page does.',
  },
  reportsTitle: {
    id: 'information.features.reports.title',
    defaultMessage: 'Reports feed',
    description: 'Card title: the list of outbreak reports.',
  },
  reportsText: {
    id: 'information.features.reports.text',
    defaultMessage:
      'Every outbreak report in one continuous list, newest first, with its rates and verification state.',
    description: 'Card text: what the reports list shows.',
  },
  detailsTitle: {
    id: 'information.features.details.title',
    defaultMessage: 'Outbreak details',
    description: 'Card title: the page of one outbreak report.',
  },
  detailsText: {
    id: 'information.features.details.text',
    defaultMessage:
      'The full report with its location, disease information, expert comments and related outbreaks.',
    description: 'Card text: what a report’s own page shows.',
  },
  formTitle: {
    id: 'information.features.form.title',
    defaultMessage: 'Reporting form',
    description: 'Card title: the form to report an outbreak.',
  },
  formText: {
    id: 'information.features.form.text',
    defaultMessage:
      'Registered reporters describe a new outbreak with a few assessment figures; the rates are computed for them.',
    description: 'Card text: what the reporting form does.',
  },
  profilesTitle: {
    id: 'information.features.profiles.title',
    defaultMessage: 'Profiles',
    description: 'Card title: members’ profile pages.',
  },
  profilesText: {
    id: 'information.features.profiles.text',
    defaultMessage: 'Each member has a profile showing their qualification, affiliation and contributions.',
    description: 'Card text: what a profile shows.',
  },
  adminTitle: {
    id: 'information.features.admin.title',
    defaultMessage: 'Administration',
    description: 'Card title: the administrators’ pages.',
  },
  adminText: {
    id: 'information.features.admin.text',
    defaultMessage: 'The verification team manages reference data, assessment questions and user accounts.',
    description: 'Card text: what the administrators do there.',
  },
});

/** The numbered steps of "How to use", the accuracy statements and the kinds of data source. */
export const GUIDE_MESSAGES = defineMessages({
  publicStep1: {
    id: 'information.howToUse.public.step1',
    defaultMessage:
      'Open the map to see which countries have reported outbreaks; stronger colours mean higher severity.',
    description: 'Step 1 for public users.',
  },
  publicStep2: {
    id: 'information.howToUse.public.step2',
    defaultMessage:
      'Select a country to see its totals and most recent outbreaks, or browse the reports feed.',
    description: 'Step 2 for public users.',
  },
  publicStep3: {
    id: 'information.howToUse.public.step3',
    defaultMessage:
      'Open a report to read its details, the disease information and what experts have said about it.',
    description: 'Step 3 for public users.',
  },
  publicStep4: {
    id: 'information.howToUse.public.step4',
    defaultMessage: 'Use the analytics page to compare diseases, countries and periods.',
    description: 'Step 4 for public users.',
  },
  professionalStep1: {
    id: 'information.howToUse.professionals.step1',
    defaultMessage:
      'Register with your title, qualification and affiliation, choose the Reporter account type, and verify your email address.',
    description:
      'Step 1 for healthcare professionals. "Reporter" is the account type’s name on the register form.',
  },
  professionalStep2: {
    id: 'information.howToUse.professionals.step2',
    defaultMessage:
      'Report an outbreak you have observed with its date, location, disease, source and assessment figures.',
    description: 'Step 2 for healthcare professionals.',
  },
  professionalStep3: {
    id: 'information.howToUse.professionals.step3',
    defaultMessage:
      'Add expert comments to existing reports to support or question them; comments help the verification team.',
    description: 'Step 3 for healthcare professionals.',
  },
  professionalStep4: {
    id: 'information.howToUse.professionals.step4',
    defaultMessage:
      'Set up notifications in your profile to hear about new outbreaks in the regions and diseases you follow.',
    description: 'Step 4 for healthcare professionals.',
  },
  accuracySuspected: {
    id: 'information.accuracy.suspected',
    defaultMessage:
      'Every outbreak starts as suspected. It is verified by epidemiologists and by comments from the community.',
    description: 'First accuracy commitment.',
  },
  accuracyRole: {
    id: 'information.accuracy.role',
    defaultMessage: 'Only the reporter’s role is shown publicly.',
    description:
      'Second accuracy commitment: a report shows its reporter’s role (e.g. Reporter), not their name.',
  },
  accuracyContact: {
    id: 'information.accuracy.contact',
    defaultMessage: 'The reporter’s name and contact details stay with the verification team.',
    description: 'Third accuracy commitment.',
  },
  sourceOrganizations: {
    id: 'information.dataSources.organizations',
    defaultMessage: 'Health organizations',
    description: 'A kind of data source (e.g. WHO).',
  },
  sourceMinistries: {
    id: 'information.dataSources.ministries',
    defaultMessage: 'Ministries of health',
    description: 'A kind of data source.',
  },
  sourceFacilities: {
    id: 'information.dataSources.facilities',
    defaultMessage: 'Health facilities',
    description: 'A kind of data source (hospitals, clinics).',
  },
  sourceAcademic: {
    id: 'information.dataSources.academic',
    defaultMessage: 'Academic institutions',
    description: 'A kind of data source (universities, research institutes).',
  },
});

/** The open data credits: each data set’s name and what the product takes from it. */
export const CREDIT_MESSAGES = defineMessages({
  donName: {
    id: 'information.credits.don.name',
    defaultMessage: 'WHO Disease Outbreak News dataset',
    description: 'Name of a data set; "Disease Outbreak News" is WHO’s publication (use WHO’s name for it).',
  },
  donUse: {
    id: 'information.credits.don.use',
    defaultMessage: 'The list of diseases and the history of outbreaks reported by WHO.',
    description: 'What the product takes from the WHO Disease Outbreak News data set.',
  },
  ontologyName: {
    id: 'information.credits.ontology.name',
    defaultMessage: 'Disease Ontology',
    description: 'Name of a data set (a project’s name; usually kept in English).',
  },
  ontologyUse: {
    id: 'information.credits.ontology.use',
    defaultMessage: 'Disease categories, agent types and descriptions.',
    description: 'What the product takes from the Disease Ontology.',
  },
  boundariesName: {
    id: 'information.credits.boundaries.name',
    defaultMessage: 'Natural Earth boundaries via world-atlas',
    description:
      'Name of a data set; "Natural Earth" and "world-atlas" are project names and stay as they are.',
  },
  boundariesUse: {
    id: 'information.credits.boundaries.use',
    defaultMessage: 'The country boundaries of the map.',
    description: 'What the product takes from Natural Earth.',
  },
  boundariesLicence: {
    id: 'information.credits.boundaries.licence',
    defaultMessage: 'Public domain (Natural Earth) and ISC (world-atlas)',
    description: 'Licence of the boundaries; "ISC" is a licence’s name, the project names stay as they are.',
  },
  isoName: {
    id: 'information.credits.iso.name',
    defaultMessage: 'ISO 3166 country and subdivision codes via the iso-3166 package',
    description: 'Name of a data set; "ISO 3166" is the standard, "iso-3166" a software package’s name.',
  },
  isoUse: {
    id: 'information.credits.iso.use',
    defaultMessage: 'Countries and their states, provinces and regions.',
    description: 'What the product takes from ISO 3166.',
  },
  populationName: {
    id: 'information.credits.population.name',
    defaultMessage: 'World Bank population (World Development Indicators, SP.POP.TOTL)',
    description: 'Name of a data set; "SP.POP.TOTL" is the indicator’s code and stays as it is.',
  },
  populationUse: {
    id: 'information.credits.population.use',
    defaultMessage:
      'Population by country and year, for cases and deaths per 100,000 on the map, in analytics and in exports.',
    description: 'What the product takes from the World Bank’s population figures.',
  },
  populationCitation: {
    id: 'information.credits.population.citation',
    defaultMessage: RATE_TEXTS.source,
    description:
      'How the population figures are credited; "World Bank" may be given its name in the language.',
  },
});

/** The terms of service (linked from the register form). */
export const TERMS_MESSAGES = defineMessages({
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of service', description: 'Section heading.' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage: 'By creating an account you agree to these terms.',
    description: 'First line of the terms of service.',
  },
  adviceTitle: {
    id: 'legal.terms.advice.title',
    defaultMessage: 'Information, not medical advice',
    description: 'Term heading.',
  },
  adviceText: {
    id: 'legal.terms.advice.text',
    defaultMessage:
      '{product} supports surveillance and awareness. It does not replace official public-health guidance or a doctor’s advice; in an emergency, contact your local health authorities.',
    description: 'Term text; {product} is the product name "Outbreak Watch".',
  },
  accountTitle: {
    id: 'legal.terms.account.title',
    defaultMessage: 'Your account',
    description: 'Term heading.',
  },
  accountText: {
    id: 'legal.terms.account.text',
    defaultMessage:
      'Give your real name and accurate professional details, keep your password to yourself, and use one account per person. You are responsible for what is posted from your account.',
    description: 'Term text.',
  },
  reportsTitle: {
    id: 'legal.terms.reports.title',
    defaultMessage: 'Reports and comments',
    description: 'Term heading.',
  },
  reportsText: {
    id: 'legal.terms.reports.text',
    defaultMessage:
      'Report only what you have observed or can source, and never include anything that identifies a patient. The verification team reviews every report, may confirm it, change its status or remove it, and may remove comments that are abusive or misleading.',
    description: 'Term text.',
  },
  suspensionTitle: {
    id: 'legal.terms.suspension.title',
    defaultMessage: 'Suspension',
    description: 'Term heading: an account being suspended.',
  },
  suspensionText: {
    id: 'legal.terms.suspension.text',
    defaultMessage:
      'Accounts that post false or harmful content, or misuse the service, may be suspended or deleted.',
    description: 'Term text.',
  },
  changesTitle: {
    id: 'legal.terms.changes.title',
    defaultMessage: 'Changes',
    description: 'Term heading: changes to these terms.',
  },
  changesText: {
    id: 'legal.terms.changes.text',
    defaultMessage:
      'We may update these terms; the version on this page applies. Questions go to the team by email.',
    description: 'Term text.',
  },
});

/** What happens to account holders’ data (linked from the register form). */
export const PRIVACY_MESSAGES = defineMessages({
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy', description: 'Section heading.' },
  keepTitle: { id: 'legal.privacy.keep.title', defaultMessage: 'What we keep', description: 'Heading.' },
  keepText: {
    id: 'legal.privacy.keep.text',
    defaultMessage:
      'Your email address, your name, and the title, qualification, affiliation and account type you choose. Your password is stored only as a salted one-way hash.',
    description:
      'What personal data is stored. "Salted one-way hash": the technical term for how passwords are stored.',
  },
  othersTitle: {
    id: 'legal.privacy.others.title',
    defaultMessage: 'What others see',
    description: 'Heading.',
  },
  othersText: {
    id: 'legal.privacy.others.text',
    defaultMessage:
      'Only the reporter’s role is shown publicly on a report. Your name and contact details stay with the verification team, who may contact you about a report you made.',
    description: 'What other people see of a reporter.',
  },
  emailTitle: {
    id: 'legal.privacy.email.title',
    defaultMessage: 'How we use your email',
    description: 'Heading.',
  },
  emailText: {
    id: 'legal.privacy.email.text',
    defaultMessage:
      'For account mail only: the verification and password-reset links, notices about your account’s security, and the outbreak alerts you switch on in your profile. We never sell or share it.',
    description: 'What the email address is used for.',
  },
  browserTitle: {
    id: 'legal.privacy.browser.title',
    defaultMessage: 'In your browser',
    description: 'Heading: what the site keeps in the browser.',
  },
  browserText: {
    id: 'legal.privacy.browser.text',
    defaultMessage:
      'Your sign-in is kept in this tab’s session storage, or in local storage when you tick “Remember me”, plus one security cookie that protects your requests. There are no advertising or tracking cookies.',
    description:
      '“Remember me” is the sign-in form’s check box (auth.login.remember): use its translation, in the language’s quotation marks.',
  },
  rightsTitle: { id: 'legal.privacy.rights.title', defaultMessage: 'Your rights', description: 'Heading.' },
  rightsText: {
    id: 'legal.privacy.rights.text',
    defaultMessage:
      'To see, correct or delete your data, or to close your account, write to <link>{email}</link>.',
    description: 'How to exercise data rights; <link> is the team’s email address {email}, made a mail link.',
  },
});

/** The frequently asked questions (spec §1–2, the formula of spec §9). */
export const FAQ_MESSAGES = defineMessages({
  whoQuestion: {
    id: 'faq.whoCanReport.question',
    defaultMessage: 'Who can report an outbreak?',
    description: 'A question of the FAQ.',
  },
  whoAnswer1: {
    id: 'faq.whoCanReport.answer1',
    defaultMessage:
      'Registered reporters with a verified email address. Create an account, choose the Reporter account type, and confirm your email from the link we send you. Administrators of the verification team can report too.',
    description: 'First paragraph of the answer. "Reporter" is the account type’s name on the register form.',
  },
  whoAnswer2: {
    id: 'faq.whoCanReport.answer2',
    defaultMessage:
      'Everyone can browse the map, the reports, the analytics and the outbreak details without an account.',
    description: 'Second paragraph of the answer to "Who can report an outbreak?".',
  },
  verifiedQuestion: {
    id: 'faq.verification.question',
    defaultMessage: 'How are reports verified?',
    description: 'A question of the FAQ.',
  },
  verifiedAnswer1: {
    id: 'faq.verification.answer1',
    defaultMessage:
      'A new report is published as suspected: it is marked Unconfirmed and its status is Investigating. Epidemiologists of the verification team check it against official sources and the comments of experts in the community.',
    description:
      'Answer paragraph. "Unconfirmed" is a report’s verification badge and "Investigating" a status: use their translations elsewhere in the app.',
  },
  verifiedAnswer2: {
    id: 'faq.verification.answer2',
    defaultMessage:
      'Once the evidence holds, the team confirms the report and keeps its status up to date: active, contained or resolved.',
    description: 'Answer paragraph; active, contained and resolved are an outbreak’s statuses.',
  },
  severityQuestion: {
    id: 'faq.severity.question',
    defaultMessage: 'What do the severity score and the map colours mean?',
    description: 'A question of the FAQ.',
  },
  severityAnswer1: {
    id: 'faq.severity.answer1',
    defaultMessage:
      'Each country’s severity score combines its outbreaks’ attack rate (the percentage of people at risk who fell ill), transmission rate R0 (how many people each case infects on average; under 1 the outbreak is dying out, 1 or more means an epidemic) and survivability (the percentage of cases who survived).',
    description:
      'Answer paragraph; attack rate, transmission rate R0 and survivability are the report form’s rates.',
  },
  severityAnswer2: {
    id: 'faq.severity.answer2',
    defaultMessage:
      'Score = (0.4 × attack rate + 0.6 × R0) × (1 − survivability ÷ 100) × 10, capped at 100. A score of 0 means no reported outbreaks.',
    description: 'The severity formula: keep its numbers and signs; translate the names of the rates.',
  },
  severityAnswer3: {
    id: 'faq.severity.answer3',
    defaultMessage:
      'The map colours countries in five bands — under 10, under 25, under 50, under 75, and 75 or more — from the lightest to the strongest colour; the legend on the map shows each band.',
    description: 'Answer paragraph: the map’s colour bands of the severity score.',
  },
  identityQuestion: {
    id: 'faq.identity.question',
    defaultMessage: 'Is my identity public when I report an outbreak?',
    description: 'A question of the FAQ.',
  },
  identityAnswer: {
    id: 'faq.identity.answer',
    defaultMessage:
      'No. Publicly, a report shows only your role, for example “Reporter”; members who are signed in also see your first name. Your full name and contact details stay with the verification team, who may contact you about your report.',
    description:
      'Answer. “Reporter” is a role’s name: use its translation elsewhere, in the language’s quotation marks.',
  },
  notifiedQuestion: {
    id: 'faq.notifications.question',
    defaultMessage: 'Can I be notified about outbreaks in my area or of a particular disease?',
    description: 'A question of the FAQ.',
  },
  notifiedAnswer: {
    id: 'faq.notifications.answer',
    defaultMessage:
      'Yes. In the notification settings of your profile, choose the regions (such as West Africa or South Asia) and the diseases you follow. You then receive an email alert when a new outbreak is reported there and when an outbreak’s status changes.',
    description: 'Answer; West Africa and South Asia are names of the app’s regions.',
  },
});
