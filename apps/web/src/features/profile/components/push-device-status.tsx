import { PUSH_DEVICE_TEXTS } from '@outbreak-watch/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { PushDevice } from '../use-push-device';

/** Under the "Push notifications" switch: what push does on this device, and the button to change it. */
export function PushDeviceStatus({ device }: { device: PushDevice }) {
  const { state, busy, error } = device;
  if (state === null) return null;
  const canChange = state === 'on' || state === 'off';
  return (
    <div className="pb-3" data-testid="push-device">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {PUSH_DEVICE_TEXTS[state]}
      </p>
      {canChange && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={busy}
          onClick={state === 'on' ? device.turnOff : device.turnOn}
        >
          {state === 'on' ? PUSH_DEVICE_TEXTS.turnOff : PUSH_DEVICE_TEXTS.turnOn}
        </Button>
      )}
      <div role="alert">
        {error && (
          <Alert tone="error" className="mt-2">
            {error}
          </Alert>
        )}
      </div>
    </div>
  );
}
