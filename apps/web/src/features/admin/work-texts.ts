/** Texts of the admin work screens: dashboard, verification, moderation and settings (the audit log's are in admin-texts.ts). */
export const WORK_TEXTS = {
  dashboard: {
    title: 'Admin Dashboard',
    intro: 'What is waiting for the team, and what was done last.',
    unconfirmed: 'Reports awaiting verification',
    unverified: 'Users awaiting verification',
    suspended: 'Suspended users',
    hidden: 'Hidden comments',
    recent: 'Latest actions',
    allAudit: 'View the audit log',
    noAudit: 'No actions recorded yet.',
    loadError: 'Failed to load the dashboard. Please try again.',
  },
  settings: {
    title: 'Settings',
    intro:
      'The configuration this server is running with. It is read-only here: change the environment and restart to change it. Secrets are never shown.',
    notSet: 'Not set',
    secretSet: 'Set (hidden)',
    loadError: 'Failed to load the settings. Please try again.',
  },
} as const;

export const VERIFICATION_TEXTS = {
  title: 'Outbreak verification',
  intro:
    'Reports waiting longest come first unless you choose another order. Confirm what checks out, keep the status current, correct what was entered wrongly, and remove what should not be public.',
  queues: { unconfirmed: 'Awaiting verification', confirmed: 'Confirmed', all: 'All reports' },
  order: 'Order',
  sorts: {
    waiting: 'Waiting longest first',
    submitted_newest: 'Submitted most recently first',
    date_newest: 'Outbreak date, newest first',
    date_oldest: 'Outbreak date, oldest first',
  },
  /** Above the list: how many and in which order. */
  summary: (count: number, order: string) =>
    `${count === 1 ? '1 report' : `${count.toLocaleString('en-US')} reports`}, ${order.toLowerCase()}.`,
  reports: (count: number) => (count === 1 ? '1 report' : `${count.toLocaleString('en-US')} reports`),
  search: 'Search',
  searchPlaceholder: 'Disease, place or words in the description',
  empty: 'No reports in this list.',
  loadError: 'Failed to load the reports. Please try again.',
  reportedOn: (date: string) => `Reported ${date}`,
  review: 'Review',
  confirm: 'Confirm',
  confirmTitle: 'Confirm Outbreak',
  confirmMessage: (label: string) =>
    `Confirm the report of ${label}? It will show as confirmed everywhere, and people following it are told.`,
  confirmed: (label: string) => `${label} has been confirmed.`,
  status: 'Status',
  changeStatus: 'Change status',
  statusChanged: (label: string, status: string) => `The status of ${label} is now ${status}.`,
  correct: 'Correct the report',
  correctTitle: 'Correct the report',
  corrected: 'The report has been corrected.',
  saveCorrection: 'Save correction',
  cancel: 'Cancel',
  remove: 'Remove',
  removeTitle: 'Remove Outbreak',
  removeMessage: (label: string) =>
    `Remove the report of ${label}? It disappears from every list, map and feed. This cannot be undone.`,
  reason: 'Reason',
  removed: (label: string) => `${label} has been removed.`,
  actionFailed: 'The action failed. Please try again.',
  facts: 'The report',
  answers: 'Assessment answers',
  history: 'History',
  noHistory: 'Nothing has been done to this report yet.',
  backToQueue: 'Back to the verification queue',
  notFound: 'This outbreak does not exist or was removed.',
  reporter: 'Reporter',
  viewPublic: 'View public page',
} as const;

/** The review page's and the queue's possible duplicates, merge and "not a duplicate". */
export const DUPLICATE_TEXTS = {
  title: 'Possible duplicates',
  intro:
    'Reports of the same disease and country within 14 days with a similar description or the same figures.',
  none: 'No likely duplicates.',
  inQueue: (count: number) => (count === 1 ? '1 possible duplicate' : `${count} possible duplicates`),
  merge: 'Merge…',
  mergeTitle: 'Merge Duplicate',
  mergeConfirm: 'Merge',
  merging: 'Merging…',
  survivorLegend: 'The report this one repeats',
  mergeMessage: (id: number) =>
    `Report #${id} will be merged into the report you choose: its comments, followers and history move there, and it leaves every list, map, count and series. Its address will lead to the chosen report. This cannot be undone.`,
  merged: (id: number, survivorId: number) => `Report #${id} was merged into this report (#${survivorId}).`,
  notDuplicate: (id: number) => `Not a duplicate of #${id}`,
  notDuplicateDone: (id: number) => `Report #${id} is no longer suggested as a duplicate of this one.`,
} as const;

export const MODERATION_TEXTS = {
  title: 'Moderation',
  intro:
    'Every comment, newest first. Hidden comments are shown to admins and, marked hidden, to their author.',
  visibility: { all: 'All comments', visible: 'Visible', hidden: 'Hidden' },
  search: 'Search',
  searchPlaceholder: 'Words in the comment, author name or email',
  empty: 'No comments in this list.',
  loadError: 'Failed to load the comments. Please try again.',
  on: 'On',
  hide: 'Hide',
  unhide: 'Unhide',
  delete: 'Delete',
  hideTitle: 'Hide Comment',
  deleteTitle: 'Delete Comment',
  hideMessage: 'The comment will be hidden from everyone but admins and its author, who sees your reason.',
  deleteMessage: 'The comment will be deleted for good. This cannot be undone.',
  reason: 'Reason',
  hidden: 'The comment has been hidden.',
  unhidden: 'The comment is visible again.',
  deleted: 'The comment has been deleted.',
  hiddenBadge: 'Hidden',
  hiddenBy: (name: string | null, reason: string | null) =>
    `Hidden${name ? ` by ${name}` : ''}${reason ? `: ${reason}` : ''}`,
  actionFailed: 'The action failed. Please try again.',
} as const;
