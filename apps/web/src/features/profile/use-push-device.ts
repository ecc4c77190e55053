import { useCallback, useEffect, useState } from 'react';
import { pushDeviceState, turnOffPush, turnOnPush, type PushDeviceState } from '../../lib/push/push-device';

export interface PushDevice {
  /** null while the browser is asked. */
  state: PushDeviceState | null;
  busy: boolean;
  /** Turning push on or off failed (the settings say so). */
  failed: boolean;
  turnOn: () => void;
  turnOff: () => void;
}

/** Push on this device: what the browser says, and turning it on (asking permission) or off. */
export function usePushDevice(): PushDevice {
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

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
    setFailed(false);
    action()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  }, []);

  return {
    state,
    busy,
    failed,
    turnOn: useCallback(() => change(turnOnPush), [change]),
    turnOff: useCallback(() => change(turnOffPush), [change]),
  };
}
