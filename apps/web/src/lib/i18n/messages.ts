import { defineMessages } from '@outbreak-watch/domain';

/** The language setting's texts (the header's switcher and the profile's). */
export const LANGUAGE_MESSAGES = defineMessages({
  label: {
    id: 'language.label',
    defaultMessage: 'Language',
    description: 'Label of the language switcher.',
  },
  profileTitle: {
    id: 'language.profile.title',
    defaultMessage: 'Language',
    description: 'Heading of the language setting on the profile page.',
  },
  profileHint: {
    id: 'language.profile.hint',
    defaultMessage:
      'The site, and the messages it sends you, appear in this language on every device you sign in on.',
    description: 'Under the language setting on the profile page.',
  },
  saveFailed: {
    id: 'language.saveFailed',
    defaultMessage: 'Your language could not be saved to your profile. It applies on this device only.',
    description: 'When saving the chosen language to the profile failed.',
  },
});
