import { PUSH_DEVICE_TEXTS } from '@outbreak-watch/domain';
import { useCallback, useEffect, useState } from 'react';
import { pushDeviceState, turnOffPush, turnOnPush, type PushDeviceState } from '../../lib/push/push-device';

export interface PushDevice {
  /** null while the browser is asked. */
  state: PushDeviceState | null;
  busy: boolean;
  error: string | null;
  turnOn: () => void;
  turnOff: () => void;
}

/** Push on this device: what the browser says, and turning it on (asking permission) or off. */
export function usePushDevice(): PushDevice {
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    pushDeviceState()
      .then((found) => current && setState(found))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, []);

  const change = useCallback((action: () => Promise<PushDeviceState>) => {
    setBusy(true);
    setError(null);
    action()
      .then(setState)
      .catch(() => setError(PUSH_DEVICE_TEXTS.failed))
      .finally(() => setBusy(false));
  }, []);

  return {
    state,
    busy,
    error,
    turnOn: useCallback(() => change(turnOnPush), [change]),
    turnOff: useCallback(() => change(turnOffPush), [change]),
  };
}
