import type { Profile } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { ProfileCard } from './components/profile-card';
import { ProfileFacts, type ProfileFact } from './components/profile-facts';
import { PROFILE_MESSAGES as M } from './messages';
import { formatLongDate, hasText, userTypeText } from './profile-format';

const subheading = 'text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** Spec §2 Public profile: professional information and account details. */
export function AboutCard({ profile }: { profile: Profile }) {
  const { formatMessage: t } = useIntl();
  const professional: ProfileFact[] = [];
  if (hasText(profile.qualification)) {
    professional.push({ term: t(M.qualification), value: profile.qualification });
  }
  if (hasText(profile.affiliation)) professional.push({ term: t(M.affiliation), value: profile.affiliation });

  // Another member's account details are not shown to them (the user type would say who reports).
  const account: ProfileFact[] = [];
  if (profile.created_at !== null) {
    account.push({ term: t(M.memberSinceAbout), value: formatLongDate(profile.created_at) });
  }
  if (profile.user_type !== null) {
    account.push({ term: t(M.userType), value: userTypeText(profile.user_type) });
  }
  if (profile.is_verified) account.push({ term: t(M.status), value: t(M.verified) });

  return (
    <ProfileCard title={t(M.about)} className="lg:col-span-3">
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className={subheading}>{t(M.professional)}</h3>
          {professional.length > 0 ? (
            <ProfileFacts facts={professional} className="mt-3" />
          ) : (
            <p className="mt-3 text-slate-700 dark:text-slate-300">{t(M.noProfessional)}</p>
          )}
        </div>
        {account.length > 0 && (
          <div>
            <h3 className={subheading}>{t(M.accountDetails)}</h3>
            <ProfileFacts facts={account} className="mt-3" />
          </div>
        )}
      </div>
    </ProfileCard>
  );
}
