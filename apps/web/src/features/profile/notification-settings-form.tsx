import {
  NotificationSettingsSchema,
  notificationRegionsOf,
  type NotificationSettings,
} from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { useUpdateNotificationSettings } from './api/update-notification-settings';
import { ProfileCard } from './components/profile-card';
import { PushDeviceStatus } from './components/push-device-status';
import { RegionChecklist } from './components/region-checklist';
import { SettingToggle } from './components/setting-controls';
import { SETTINGS_MESSAGES as M } from './messages';
import { usePushDevice } from './use-push-device';

type ToggleName = Exclude<keyof NotificationSettings, 'regions' | 'region_codes'>;

const CHANNELS: readonly ToggleName[] = ['email', 'push'];
const TOPICS: readonly ToggleName[] = [
  'new_outbreak_alerts',
  'status_change_alerts',
  'comments',
  'member_activity',
];

const legendClasses = 'text-sm font-semibold text-slate-950 dark:text-white';

/** Spec §9 notification settings, saved with `PUT /api/profile/me`. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const mutation = useUpdateNotificationSettings();
  const pushDevice = usePushDevice();
  const { formatMessage: t } = useIntl();
  const toggle = (name: ToggleName) => ({
    name,
    label: t(M.toggle, { name }),
    hint: t(M.toggleHint, { name }),
  });
  const form = useZodForm(NotificationSettingsSchema, {
    defaultValues: settings,
    // A refetch in the background (e.g. on returning to the tab) updates untouched settings only.
    values: settings,
    resetOptions: { keepDirtyValues: true },
  });
  const isSaving = mutation.isPending;
  const isSaved = mutation.isSuccess && !form.formState.isDirty;

  const save = (values: NotificationSettings) => {
    // The areas are what is saved; the names of spec §9 are those the areas make up whole.
    mutation.mutate(
      { ...values, regions: notificationRegionsOf(values.region_codes) },
      { onSuccess: (profile) => form.reset(profile.notification_settings) },
    );
  };

  return (
    <ProfileCard title={t(M.title)} description={t(M.description)}>
      <Form form={form} onSubmit={save} aria-label={t(M.title)}>
        <fieldset disabled={isSaving} className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-8">
            <fieldset>
              <legend className={legendClasses}>{t(M.channels)}</legend>
              <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {CHANNELS.map((name) =>
                  name === 'push' ? (
                    <div key={name}>
                      <SettingToggle
                        {...toggle(name)}
                        onChange={(checked) => (checked ? pushDevice.turnOn() : pushDevice.turnOff())}
                      />
                      <PushDeviceStatus device={pushDevice} />
                    </div>
                  ) : (
                    <SettingToggle key={name} {...toggle(name)} />
                  ),
                )}
              </div>
            </fieldset>
            <fieldset>
              <legend className={legendClasses}>{t(M.alerts)}</legend>
              <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {TOPICS.map((name) => (
                  <SettingToggle key={name} {...toggle(name)} />
                ))}
              </div>
            </fieldset>
          </div>
          <fieldset aria-describedby="notification-regions-hint">
            <legend className={legendClasses}>{t(M.regions)}</legend>
            <p id="notification-regions-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(M.regionsHint)}
            </p>
            <div className="mt-3">
              <RegionChecklist />
            </div>
          </fieldset>
        </fieldset>

        <div className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center dark:border-slate-800">
          <SubmitButton disabled={isSaving} className="sm:w-auto">
            {isSaving && (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin">
                <circle
                  cx="12"
                  cy="12"
                  r="9"
                  fill="none"
                  stroke="currentColor"
                  strokeOpacity="0.3"
                  strokeWidth="3"
                />
                <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" />
              </svg>
            )}
            {t(M.save)}
          </SubmitButton>
          <div role="status" className="sm:flex-1">
            {isSaved && <Alert tone="success">{t(M.saved)}</Alert>}
          </div>
        </div>
        <div role="alert">
          {mutation.isError && (
            <Alert tone="error" className="mt-4">
              {mutation.error.message}
            </Alert>
          )}
        </div>
      </Form>
    </ProfileCard>
  );
}
