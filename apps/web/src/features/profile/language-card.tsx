import { useIntl } from '../../lib/i18n/use-intl';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LANGUAGE_MESSAGES } from '../../lib/i18n/messages';
import { ProfileCard } from './components/profile-card';

/** The profile's language setting: the same choice as the header's, saved on the profile. */
export function LanguageCard() {
  const { formatMessage: t } = useIntl();
  return (
    <ProfileCard title={t(LANGUAGE_MESSAGES.profileTitle)}>
      <LanguageSwitcher variant="profile" />
    </ProfileCard>
  );
}
