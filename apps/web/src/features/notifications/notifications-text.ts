/** What the notifications and unsubscribe screens say. */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  listTitle: 'Latest updates',
  empty: 'No notifications yet. Follow countries, diseases or outbreaks to be told when something changes.',
  loadFailed: 'Notifications could not be loaded.',
  markAll: 'Mark all as read',
  markedAll: 'All notifications are marked as read.',
  markFailed: 'The notifications could not be marked as read. Please try again.',
  loadMore: 'Load more',
  end: 'That is every notification.',
} as const;

export const FOLLOWS_TEXT = {
  title: 'What you follow',
  description: 'You hear about confirmed outbreaks, status changes, comments and unusual numbers for these.',
  empty:
    'You follow nothing yet. Use the Follow buttons on outbreak, disease and signal pages and on the map, or choose regions in your notification settings.',
  /** The headings of the groups, in the order shown. */
  groups: {
    outbreak: 'Outbreaks',
    disease: 'Diseases',
    country: 'Countries',
    region: 'Regions',
  },
  regionsHint: 'Every UN M49 region can be chosen in your profile’s',
  loadFailed: 'What you follow could not be loaded.',
  unfollowFailed: 'That could not be unfollowed. Please try again.',
} as const;

export const EMAIL_TEXT = {
  title: 'Email',
  legend: 'Send notification emails',
  save: 'Save email choice',
  unknown: 'Choose one and save it. New accounts get each email at once.',
  failed: 'Your email choice could not be saved. Please try again.',
} as const;

export const UNSUBSCRIBE_TEXT = {
  title: 'Unsubscribe from notification emails',
  intro:
    'Press the button to stop notification emails to the address this link was sent to. You will still see your notifications here when you sign in, and you can turn emails on again in your profile’s notification settings.',
  button: 'Unsubscribe',
  missingToken:
    'This unsubscribe link is incomplete. Open the link from the email again, or turn emails off in your profile’s notification settings.',
  failed: 'You could not be unsubscribed. Please try again later.',
} as const;
