import { defineMessages } from '@outbreak-watch/domain';

/** What the notifications page, its list and the header's bell say. */
export const NOTIFICATIONS_TEXT = defineMessages({
  title: {
    id: 'notifications.title',
    defaultMessage: 'Notifications',
    description: 'Title of the notifications page.',
  },
  eyebrow: {
    id: 'notifications.eyebrow',
    defaultMessage: 'Alerts',
    description: 'Short line above the notifications page’s title: the section of the site.',
  },
  intro: {
    id: 'notifications.intro',
    defaultMessage: 'Updates about the countries, diseases and outbreaks you follow, newest first.',
    description: 'Introduction of the notifications page.',
  },
  listTitle: {
    id: 'notifications.list.title',
    defaultMessage: 'Latest updates',
    description: 'Heading of the list of notifications.',
  },
  unread: {
    id: 'notifications.list.unread',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
    description: 'Under the list’s heading: how many notifications are not read yet.',
  },
  empty: {
    id: 'notifications.list.empty',
    defaultMessage:
      'No notifications yet. Follow countries, diseases or outbreaks to be told when something changes.',
    description: 'In place of the list when there are no notifications.',
  },
  loading: {
    id: 'notifications.list.loading',
    defaultMessage: 'Loading notifications…',
    description: 'While the notifications load (read by screen readers).',
  },
  loadingMore: {
    id: 'notifications.list.loadingMore',
    defaultMessage: 'Loading more notifications…',
    description: 'While the next page of notifications loads (read by screen readers).',
  },
  loadFailed: {
    id: 'notifications.list.loadFailed',
    defaultMessage: 'Notifications could not be loaded.',
    description: 'Error when the notifications could not be loaded.',
  },
  markAll: {
    id: 'notifications.list.markAll',
    defaultMessage: 'Mark all as read',
    description: 'Button marking every notification as read.',
  },
  markedAll: {
    id: 'notifications.list.markedAll',
    defaultMessage: 'All notifications are marked as read.',
    description: 'After “Mark all as read” succeeded.',
  },
  markFailed: {
    id: 'notifications.list.markFailed',
    defaultMessage: 'The notifications could not be marked as read. Please try again.',
    description: 'Error when marking notifications as read failed.',
  },
  loadMore: {
    id: 'notifications.list.loadMore',
    defaultMessage: 'Load more',
    description: 'Button loading older notifications.',
  },
  end: {
    id: 'notifications.list.end',
    defaultMessage: 'That is every notification.',
    description: 'Under the list once every notification is shown.',
  },
  unreadMark: {
    id: 'notifications.item.unread',
    defaultMessage: 'Unread:',
    description: 'Read by screen readers before the title of a notification not read yet.',
  },
  justNow: {
    id: 'notifications.time.justNow',
    defaultMessage: 'just now',
    description: 'When a notification arrived less than a minute ago (in place of “5 minutes ago”).',
  },
  bell: {
    id: 'notifications.bell',
    defaultMessage: 'Notifications',
    description: 'Name of the header’s bell leading to the notifications, before the unread count is known.',
  },
  bellUnread: {
    id: 'notifications.bell.unread',
    defaultMessage: '{count, plural, one {Notifications, # unread} other {Notifications, # unread}}',
    description: 'Name of the header’s bell leading to the notifications, with how many are not read.',
  },
});

export const FOLLOWS_TEXT = defineMessages({
  title: {
    id: 'notifications.follows.title',
    defaultMessage: 'What you follow',
    description: 'Heading of the list of what the user follows.',
  },
  description: {
    id: 'notifications.follows.description',
    defaultMessage:
      'You hear about confirmed outbreaks, status changes, comments and unusual numbers for these.',
    description: 'Under the heading of the list of what the user follows.',
  },
  empty: {
    id: 'notifications.follows.empty',
    defaultMessage:
      'You follow nothing yet. Use the Follow buttons on outbreak, disease and signal pages and on the map, or choose regions in your notification settings.',
    description: 'In place of the list when the user follows nothing.',
  },
  loading: {
    id: 'notifications.follows.loading',
    defaultMessage: 'Loading what you follow…',
    description: 'While the list of what the user follows loads (read by screen readers).',
  },
  group: {
    id: 'notifications.follows.group',
    defaultMessage:
      '{kind, select, outbreak {Outbreaks} disease {Diseases} country {Countries} other {Regions}}',
    description: 'Heading of a group of what the user follows: outbreaks, diseases, countries or regions.',
  },
  count: {
    id: 'notifications.follows.count',
    defaultMessage: '({count, number})',
    description: 'After a group’s heading: how many it holds.',
  },
  unfollow: {
    id: 'notifications.follows.unfollow',
    defaultMessage: 'Unfollow',
    description: 'Button to stop following an item (screen readers hear its name after it).',
  },
  regionsHint: {
    id: 'notifications.follows.regionsHint',
    defaultMessage: 'Every UN M49 region can be chosen in your profile’s <link>notification settings</link>.',
    description: 'Under the list of what the user follows; the link leads to the profile’s settings.',
  },
  loadFailed: {
    id: 'notifications.follows.loadFailed',
    defaultMessage: 'What you follow could not be loaded.',
    description: 'Error when the list of what the user follows could not be loaded.',
  },
  unfollowFailed: {
    id: 'notifications.follows.unfollowFailed',
    defaultMessage: 'That could not be unfollowed. Please try again.',
    description: 'Error when stopping to follow an item failed.',
  },
});

/** The prepared exports' card (its title, states and link word are the shared export texts). */
export const EXPORTS_TEXT = defineMessages({
  loading: {
    id: 'notifications.exports.loading',
    defaultMessage: 'Loading your exports…',
    description: 'While the list of the user’s exports loads (read by screen readers).',
  },
  loadFailed: {
    id: 'notifications.exports.loadFailed',
    defaultMessage: 'Your exports could not be loaded.',
    description: 'Error when the list of the user’s exports could not be loaded.',
  },
  rows: {
    id: 'notifications.exports.rows',
    defaultMessage: '{count, plural, one {# row} other {# rows}}',
    description: 'How many rows an export holds.',
  },
  until: {
    id: 'notifications.exports.until',
    defaultMessage: 'link works until {time}',
    description: 'How long the download link of a ready export works; time is a date and time.',
  },
  downloadName: {
    id: 'notifications.exports.downloadName',
    defaultMessage: 'the {format} export of {filter}',
    description:
      'Read by screen readers after “Download”: format is CSV, XLSX or GeoJSON, filter says what the export holds.',
  },
});

export const EMAIL_TEXT = defineMessages({
  title: {
    id: 'notifications.email.title',
    defaultMessage: 'Email',
    description: 'Heading of the card choosing how often notification e-mails are sent.',
  },
  description: {
    id: 'notifications.email.description',
    defaultMessage: 'Emails go out while “Email notifications” is on in your <link>profile</link>.',
    description:
      'Under the e-mail card’s heading; “Email notifications” is the name of the profile setting, the link leads to the profile.',
  },
  formName: {
    id: 'notifications.email.formName',
    defaultMessage: 'Email frequency',
    description: 'Name of the e-mail frequency form (read by screen readers).',
  },
  legend: {
    id: 'notifications.email.legend',
    defaultMessage: 'Send notification emails',
    description: 'Label of the choice between one e-mail at once and a daily digest.',
  },
  required: {
    id: 'notifications.email.required',
    defaultMessage: 'Choose how often to get emails.',
    description: 'Error when saving without a choice.',
  },
  immediate: {
    id: 'notifications.email.immediate',
    defaultMessage: 'At once',
    description: 'Choice: one e-mail per notification.',
  },
  immediateHint: {
    id: 'notifications.email.immediateHint',
    defaultMessage: 'One email for each notification, as it happens.',
    description: 'Under the choice “At once”.',
  },
  daily: {
    id: 'notifications.email.daily',
    defaultMessage: 'Daily digest',
    description: 'Choice: one e-mail a day with every notification.',
  },
  dailyHint: {
    id: 'notifications.email.dailyHint',
    defaultMessage: 'One email a day, at 07:00 UTC, with everything new.',
    description: 'Under the choice “Daily digest”.',
  },
  savedImmediate: {
    id: 'notifications.email.savedImmediate',
    defaultMessage: 'Saved: an email for each notification, at once.',
    description: 'The saved choice: one e-mail per notification.',
  },
  savedDaily: {
    id: 'notifications.email.savedDaily',
    defaultMessage: 'Saved: one digest email a day.',
    description: 'The saved choice: a daily digest.',
  },
  save: {
    id: 'notifications.email.save',
    defaultMessage: 'Save email choice',
    description: 'Button saving the e-mail frequency.',
  },
  unknown: {
    id: 'notifications.email.unknown',
    defaultMessage: 'Choose one and save it. New accounts get each email at once.',
    description: 'When no frequency was saved yet.',
  },
  failed: {
    id: 'notifications.email.failed',
    defaultMessage: 'Your email choice could not be saved. Please try again.',
    description: 'Error when saving the e-mail frequency failed.',
  },
});

export const UNSUBSCRIBE_TEXT = defineMessages({
  title: {
    id: 'notifications.unsubscribe.title',
    defaultMessage: 'Unsubscribe from notification emails',
    description: 'Title of the page a notification e-mail’s unsubscribe link opens.',
  },
  intro: {
    id: 'notifications.unsubscribe.intro',
    defaultMessage:
      'Press the button to stop notification emails to the address this link was sent to. You will still see your notifications here when you sign in, and you can turn emails on again in your profile’s notification settings.',
    description: 'What the unsubscribe button does.',
  },
  button: {
    id: 'notifications.unsubscribe.button',
    defaultMessage: 'Unsubscribe',
    description: 'Button stopping notification e-mails.',
  },
  missingToken: {
    id: 'notifications.unsubscribe.missingToken',
    defaultMessage:
      'This unsubscribe link is incomplete. Open the link from the email again, or turn emails off in your profile’s notification settings.',
    description: 'When the page’s address lacks its token.',
  },
  failed: {
    id: 'notifications.unsubscribe.failed',
    defaultMessage: 'You could not be unsubscribed. Please try again later.',
    description: 'Error when unsubscribing failed.',
  },
  elsewhere: {
    id: 'notifications.unsubscribe.elsewhere',
    defaultMessage:
      'Change what you hear about in your <settings>notification settings</settings> or on the <page>notifications page</page>.',
    description:
      'At the foot of the unsubscribe page; the tags are links to the profile and the notifications page.',
  },
});
