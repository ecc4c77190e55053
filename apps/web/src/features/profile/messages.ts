import { defineMessages } from '@outbreak-watch/domain';

/**
 * The texts of the profile pages (spec §2 Profiles: own and public profile). The spec's words are kept
 * exactly in English, "Member Since" and the error forms of §8 included.
 */
export const PROFILE_MESSAGES = defineMessages({
  ownTitle: {
    id: 'profile.own.title',
    defaultMessage: 'Your profile',
    description: 'Title of the signed-in person’s own profile page while it loads or failed.',
  },
  publicTitle: {
    id: 'profile.public.title',
    defaultMessage: 'Member profile',
    description: 'Title of another member’s profile page while it loads or failed.',
  },
  userIdRequired: {
    id: 'profile.public.userIdRequired',
    defaultMessage: 'User ID is required',
    description: 'When the address of a member’s profile names no member.',
  },
  editSettings: {
    id: 'profile.public.editSettings',
    defaultMessage: 'Edit your notification settings',
    description: 'Link on one’s own public profile to the notification settings.',
  },
  notSpecified: {
    id: 'profile.notSpecified',
    defaultMessage: 'Not specified',
    description: 'In place of a qualification or affiliation the member did not give.',
  },
  qualification: {
    id: 'profile.fact.qualification',
    defaultMessage: 'Qualification',
    description: 'Label of the member’s professional qualification (e.g. Epidemiologist).',
  },
  affiliation: {
    id: 'profile.fact.affiliation',
    defaultMessage: 'Affiliation',
    description: 'Label of the organisation the member works for.',
  },
  joined: {
    id: 'profile.fact.joined',
    defaultMessage: 'Joined',
    description: 'Label of the day the person’s account was created (own profile).',
  },
  status: {
    id: 'profile.fact.status',
    defaultMessage: 'Status',
    description: 'Label of the account’s status (Active, Verified).',
  },
  memberSince: {
    id: 'profile.fact.memberSince',
    defaultMessage: 'Member Since',
    description: 'Label of the day the member joined, with how long ago (public profile’s top card).',
  },
  memberSinceAbout: {
    id: 'profile.fact.memberSinceAbout',
    defaultMessage: 'Member since',
    description: 'Label of the day the member joined (public profile’s About card).',
  },
  userType: {
    id: 'profile.fact.userType',
    defaultMessage: 'User type',
    description: 'Label of the kind of account.',
  },
  userTypeValue: {
    id: 'profile.fact.userTypeValue',
    defaultMessage:
      '{type, select, regular {Regular} reporter {Reporter} premium {Premium} admin {Admin} other {{label}}}',
    description: 'The kind of account; label is the stored kind, capitalised, for any other kind.',
  },
  active: {
    id: 'profile.status.active',
    defaultMessage: 'Active',
    description: 'Status of a member’s account that can sign in.',
  },
  verified: {
    id: 'profile.status.verified',
    defaultMessage: 'Verified',
    description: 'Badge and status of a member whose credentials were verified.',
  },
  unverified: {
    id: 'profile.status.unverified',
    defaultMessage: 'Unverified',
    description: 'Badge of a member whose credentials are not verified.',
  },
  premium: {
    id: 'profile.status.premium',
    defaultMessage: 'Premium',
    description: 'Badge of a premium account.',
  },
  qualificationBadge: {
    id: 'profile.badge.qualification',
    defaultMessage: 'Qualification:',
    description: 'Read by screen readers before the member’s qualification badge.',
  },
  email: {
    id: 'profile.email',
    defaultMessage: 'Email:',
    description: 'Read by screen readers before the member’s e-mail address.',
  },
  followers: {
    id: 'profile.followers',
    defaultMessage: '{count, plural, one {# follower} other {# followers}}',
    description: 'How many members follow this one.',
  },
  following: {
    id: 'profile.following',
    defaultMessage: '{count, plural, other {# following}}',
    description: 'How many members this one follows.',
  },
  loading: {
    id: 'profile.loading',
    defaultMessage: 'Loading profile…',
    description: 'While a profile loads (read by screen readers).',
  },
  loadFailed: {
    id: 'profile.loadFailed',
    defaultMessage: 'The profile could not be loaded',
    description: 'Title of the error box when a profile could not be loaded.',
  },
  notFound: {
    id: 'profile.notFound',
    defaultMessage: 'Member not found',
    description: 'Title of the box when no member has this profile’s address.',
  },
  notFoundHint: {
    id: 'profile.notFound.hint',
    defaultMessage: 'The link may be mistyped, or the account may no longer exist.',
    description: 'Under “Member not found”.',
  },
  toDashboard: {
    id: 'profile.notFound.toDashboard',
    defaultMessage: 'Go to the dashboard',
    description: 'Link to the home page from a profile that was not found.',
  },
  unreadable: {
    id: 'profile.error.unreadable',
    defaultMessage: 'Failed to fetch profile data',
    description: 'Error when the server’s answer about a profile could not be read.',
  },
  httpError: {
    id: 'profile.error.http',
    defaultMessage: 'Error {status}: {message}',
    description: 'A failed profile load: status is the HTTP status number, message the server’s reason.',
  },
  serverError: {
    id: 'profile.error.server',
    defaultMessage: 'Server error',
    description: 'The reason of a failed profile load when the server gave none.',
  },
  otherError: {
    id: 'profile.error.other',
    defaultMessage: 'An error occurred: {message}',
    description: 'A failed profile load without an HTTP status (e.g. no network); message says why.',
  },
  unknownError: {
    id: 'profile.error.unknown',
    defaultMessage: 'An unknown error occurred while fetching the profile.',
    description: 'A failed profile load with no reason at all.',
  },
  today: {
    id: 'profile.age.today',
    defaultMessage: 'today',
    description: 'How long ago a member joined, when it was today (else “2 years ago”).',
  },
  about: {
    id: 'profile.about.title',
    defaultMessage: 'About',
    description: 'Heading of the card about a member.',
  },
  professional: {
    id: 'profile.about.professional',
    defaultMessage: 'Professional information',
    description: 'Sub-heading of the member’s qualification and affiliation.',
  },
  noProfessional: {
    id: 'profile.about.noProfessional',
    defaultMessage: 'No professional information given.',
    description: 'When the member gave no qualification nor affiliation.',
  },
  accountDetails: {
    id: 'profile.about.account',
    defaultMessage: 'Account details',
    description: 'Sub-heading of when the member joined, their kind of account and status.',
  },
  activity: {
    id: 'profile.activity.title',
    defaultMessage: 'Activity',
    description: 'Heading of the person’s activity counts on their own profile.',
  },
  activityTile: {
    id: 'profile.activity.tile',
    defaultMessage:
      '{key, select, reports {Reports submitted} verified {Reports verified} comments {Comments} other {Tracked}}',
    description:
      'Label under a count of the person’s activity: reports they submitted, reports of theirs verified, comments, and what they follow.',
  },
  contributions: {
    id: 'profile.contributions.title',
    defaultMessage: 'Contributions',
    description: 'Heading of a member’s contribution counts on their public profile.',
  },
  contribution: {
    id: 'profile.contributions.item',
    defaultMessage:
      '{key, select, reports {Outbreak reports submitted} verified {Outbreaks verified} other {Discussion contributions}}',
    description: 'Label beside a count of a member’s contributions: reports, verified outbreaks, comments.',
  },
  people: {
    id: 'profile.people.title',
    defaultMessage: 'People',
    description: 'Heading of the card of the members one follows and one’s followers.',
  },
  peopleHint: {
    id: 'profile.people.hint',
    defaultMessage:
      'Members you follow: their comments reach you as notifications. Only you see these lists.',
    description: 'Under the heading of the card of the members one follows and one’s followers.',
  },
  followingList: {
    id: 'profile.people.following',
    defaultMessage: 'Following ({count, number})',
    description: 'Heading of the list of members one follows, with how many.',
  },
  followersList: {
    id: 'profile.people.followers',
    defaultMessage: 'Followers ({count, number})',
    description: 'Heading of the list of members following one, with how many.',
  },
  noFollowing: {
    id: 'profile.people.noFollowing',
    defaultMessage: 'You do not follow anyone yet. Follow members from their profile.',
    description: 'When one follows no member.',
  },
  noFollowers: {
    id: 'profile.people.noFollowers',
    defaultMessage: 'Nobody follows you yet.',
    description: 'When no member follows one.',
  },
  unfollow: {
    id: 'profile.people.unfollow',
    defaultMessage: 'Unfollow',
    description: 'Button to stop following a member.',
  },
  unfollowName: {
    id: 'profile.people.unfollowName',
    defaultMessage: 'Unfollow {name}',
    description: 'Name of the button to stop following a member (read by screen readers); name is theirs.',
  },
  follow: {
    id: 'profile.actions.follow',
    defaultMessage: 'Follow',
    description: 'Button to follow a member.',
  },
  followingButton: {
    id: 'profile.actions.following',
    defaultMessage: 'Following',
    description: 'The follow button of a member one follows (pressed).',
  },
  message: {
    id: 'profile.actions.message',
    defaultMessage: 'Message',
    description: 'Button writing an e-mail to the member.',
  },
  messageNote: {
    id: 'profile.actions.messageNote',
    defaultMessage: 'Messaging is available to the verification team',
    description: 'Under the disabled Message button, for viewers who may not see the address.',
  },
});

/** The notification settings' card (spec §9). */
export const SETTINGS_MESSAGES = defineMessages({
  title: {
    id: 'profile.settings.title',
    defaultMessage: 'Notification settings',
    description: 'Heading of the notification settings card (and the name of its form).',
  },
  description: {
    id: 'profile.settings.description',
    defaultMessage: 'Choose how and about what Outbreak Watch keeps you informed.',
    description: 'Under the notification settings’ heading; Outbreak Watch is the product name.',
  },
  channels: {
    id: 'profile.settings.channels',
    defaultMessage: 'Channels',
    description: 'Group of settings: how notifications reach the person.',
  },
  alerts: {
    id: 'profile.settings.alerts',
    defaultMessage: 'Alerts',
    description: 'Group of settings: what the person is notified about.',
  },
  regions: {
    id: 'profile.settings.regions',
    defaultMessage: 'Regions',
    description: 'Group of settings: the world regions the person follows.',
  },
  regionsHint: {
    id: 'profile.settings.regionsHint',
    defaultMessage:
      'Outbreak alerts for the UN M49 regions you choose. A region covers every area inside it; each choice also shows under What you follow.',
    description: 'Under “Regions”. “What you follow” is the heading of that list on the notifications page.',
  },
  toggle: {
    id: 'profile.settings.toggle',
    defaultMessage:
      '{name, select, email {Email notifications} push {Push notifications} new_outbreak_alerts {New outbreak alerts} status_change_alerts {Status change alerts} comments {Comment notifications} other {Comments by people I follow}}',
    description: 'Label of a notification setting’s switch.',
  },
  toggleHint: {
    id: 'profile.settings.toggleHint',
    defaultMessage:
      '{name, select, email {Send notifications to your email address.} push {Show notifications in your browser.} new_outbreak_alerts {When a new outbreak is reported.} status_change_alerts {When an outbreak is confirmed, contained or resolved.} comments {When experts comment on outbreaks.} other {When a member you follow comments on any outbreak.}}',
    description: 'Under a notification setting’s switch: what it does.',
  },
  save: {
    id: 'profile.settings.save',
    defaultMessage: 'Save settings',
    description: 'Button saving the notification settings.',
  },
  saved: {
    id: 'profile.settings.saved',
    defaultMessage: 'Notification settings saved.',
    description: 'After the notification settings were saved.',
  },
});
