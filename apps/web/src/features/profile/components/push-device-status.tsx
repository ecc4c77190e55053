import { PUSH_DEVICE_MESSAGES } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { PushDevice } from '../use-push-device';

/** Under the "Push notifications" switch: what push does on this device, and the button to change it. */
export function PushDeviceStatus({ device }: { device: PushDevice }) {
  const { state, busy, failed } = device;
  const { formatMessage: t } = useIntl();
  if (state === null) return null;
  const canChange = state === 'on' || state === 'off';
  return (
    <div className="pb-3" data-testid="push-device">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {t(PUSH_DEVICE_MESSAGES[state])}
      </p>
      {canChange && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={busy}
          onClick={state === 'on' ? device.turnOff : device.turnOn}
        >
          {t(state === 'on' ? PUSH_DEVICE_MESSAGES.turnOff : PUSH_DEVICE_MESSAGES.turnOn)}
        </Button>
      )}
      <div role="alert">
        {failed && (
          <Alert tone="error" className="mt-2">
            {t(PUSH_DEVICE_MESSAGES.failed)}
          </Alert>
        )}
      </div>
    </div>
  );
}
