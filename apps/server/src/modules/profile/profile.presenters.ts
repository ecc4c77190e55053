import type {
  MemberFollowLists,
  MemberFollowState,
  NotificationSettings,
  OwnProfile,
  Profile,
} from '@outbreak-watch/domain';
import { notificationRegionsOf } from '@outbreak-watch/domain';

export interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  title: string | null;
  qualification: string | null;
  affiliation: string | null;
  avatar_url: string | null;
  role_id: number;
  is_verified: boolean;
  user_type: string;
  created_at: string;
  notify_email: boolean;
  notify_push: boolean;
  notify_new_outbreaks: boolean;
  notify_status_changes: boolean;
  notify_comments: boolean;
  notify_member_activity: boolean;
}

export interface ActivityCounts {
  reports: number;
  verified: number;
  comments: number;
  tracked: number;
}

/**
 * The reporter privacy rule for profiles (DESIGN.md §6 as amended): the person themself and admins see
 * everything; other members only what the person's comments already show, so that no profile ties a
 * name to reporting or to the verification team.
 */
export function presentProfile(
  row: ProfileRow,
  stats: ActivityCounts,
  options: { full: boolean; follow: MemberFollowState },
): Profile {
  const { full, follow } = options;
  return {
    id: row.id,
    title: row.title,
    first_name: row.first_name,
    last_name: row.last_name,
    middle_name: full ? row.middle_name : null,
    reporter_email: full ? row.email : null,
    qualification: row.qualification,
    affiliation: row.affiliation,
    avatar_url: row.avatar_url,
    role_id: full ? row.role_id : null,
    is_verified: full ? row.is_verified : null,
    user_type: full ? row.user_type : null,
    created_at: full ? row.created_at : null,
    stats: {
      reports: full ? stats.reports : null,
      verified: full ? stats.verified : null,
      comments: stats.comments,
      tracked: full ? stats.tracked : null,
    },
    follow_counts: follow.counts,
    followed_by_me: follow.followed_by_me,
  };
}

/** The settings; the regions are the user's region follows (`regionCodes`). */
export function presentNotificationSettings(row: ProfileRow, regionCodes: number[]): NotificationSettings {
  return {
    email: row.notify_email,
    push: row.notify_push,
    new_outbreak_alerts: row.notify_new_outbreaks,
    status_change_alerts: row.notify_status_changes,
    comments: row.notify_comments,
    member_activity: row.notify_member_activity,
    regions: notificationRegionsOf(regionCodes),
    region_codes: regionCodes,
  };
}

export function presentOwnProfile(
  row: ProfileRow,
  stats: ActivityCounts,
  regionCodes: number[],
  follows: { state: MemberFollowState; lists: MemberFollowLists },
): OwnProfile {
  return {
    ...presentProfile(row, stats, { full: true, follow: follows.state }),
    is_verified: row.is_verified,
    created_at: row.created_at,
    notification_settings: presentNotificationSettings(row, regionCodes),
    member_follows: follows.lists,
  };
}
