import {
  NOTIFICATION_REGIONS,
  NotificationSettingsSchema,
  type NotificationSettings,
} from '@outbreak-watch/domain';
import { Alert } from '../../components/alert';
import { Form, useZodForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { useUpdateNotificationSettings } from './api/update-notification-settings';
import { ProfileCard } from './components/profile-card';
import { PushDeviceStatus } from './components/push-device-status';
import { RegionCheckbox, SettingToggle } from './components/setting-controls';
import { usePushDevice } from './use-push-device';

type ToggleName = Exclude<keyof NotificationSettings, 'regions'>;

const CHANNELS: { name: ToggleName; label: string; hint: string }[] = [
  { name: 'email', label: 'Email notifications', hint: 'Send notifications to your email address.' },
  { name: 'push', label: 'Push notifications', hint: 'Show notifications in your browser.' },
];

const TOPICS: { name: ToggleName; label: string; hint: string }[] = [
  { name: 'new_outbreak_alerts', label: 'New outbreak alerts', hint: 'When a new outbreak is reported.' },
  {
    name: 'status_change_alerts',
    label: 'Status change alerts',
    hint: 'When an outbreak is confirmed, contained or resolved.',
  },
  { name: 'comments', label: 'Comment notifications', hint: 'When experts comment on outbreaks.' },
];

const legendClasses = 'text-sm font-semibold text-slate-950 dark:text-white';

/** Spec §9 notification settings, saved with `PUT /api/profile/me`. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const mutation = useUpdateNotificationSettings();
  const pushDevice = usePushDevice();
  const form = useZodForm(NotificationSettingsSchema, {
    defaultValues: settings,
    // A refetch in the background (e.g. on returning to the tab) updates untouched settings only.
    values: settings,
    resetOptions: { keepDirtyValues: true },
  });
  const isSaving = mutation.isPending;
  const isSaved = mutation.isSuccess && !form.formState.isDirty;

  const save = (values: NotificationSettings) => {
    const regions = NOTIFICATION_REGIONS.filter((region) => values.regions.includes(region));
    mutation.mutate(
      { ...values, regions },
      { onSuccess: (profile) => form.reset(profile.notification_settings) },
    );
  };

  return (
    <ProfileCard
      title="Notification settings"
      description="Choose how and about what Outbreak Watch keeps you informed."
    >
      <Form form={form} onSubmit={save} aria-label="Notification settings">
        <fieldset disabled={isSaving} className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-8">
            <fieldset>
              <legend className={legendClasses}>Channels</legend>
              <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {CHANNELS.map((toggle) =>
                  toggle.name === 'push' ? (
                    <div key={toggle.name}>
                      <SettingToggle
                        {...toggle}
                        onChange={(checked) => (checked ? pushDevice.turnOn() : pushDevice.turnOff())}
                      />
                      <PushDeviceStatus device={pushDevice} />
                    </div>
                  ) : (
                    <SettingToggle key={toggle.name} {...toggle} />
                  ),
                )}
              </div>
            </fieldset>
            <fieldset>
              <legend className={legendClasses}>Alerts</legend>
              <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {TOPICS.map((toggle) => (
                  <SettingToggle key={toggle.name} {...toggle} />
                ))}
              </div>
            </fieldset>
          </div>
          <fieldset aria-describedby="notification-regions-hint">
            <legend className={legendClasses}>Regions</legend>
            <p id="notification-regions-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Outbreak alerts for the regions you choose.
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {NOTIFICATION_REGIONS.map((region) => (
                <RegionCheckbox key={region} region={region} />
              ))}
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
            Save settings
          </SubmitButton>
          <div role="status" className="sm:flex-1">
            {isSaved && <Alert tone="success">Notification settings saved.</Alert>}
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
