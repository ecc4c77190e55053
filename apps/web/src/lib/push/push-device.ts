import { PushPublicKeyResponseSchema, SERVICE_WORKER_PATH } from '@outbreak-watch/domain';
import { apiFetch } from '../api-client';

/**
 * Push on the device in hand: the browser cannot do it, the person blocked notifications for this
 * site, or this browser is (not) subscribed.
 */
export type PushDeviceState = 'unsupported' | 'denied' | 'on' | 'off';

export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Registers the site's service worker; browsers without one, or refusing it, simply go without. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  return navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** base64url → bytes, as PushManager.subscribe takes the server's key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks permission (call it from the click that turns push on), subscribes this browser with the
 * server's VAPID key and hands the subscription to the server.
 */
export async function turnOnPush(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = PushPublicKeyResponseSchema.parse(await apiFetch<unknown>('/push/public-key'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    }));
  await apiFetch<unknown>('/push/subscriptions', {
    method: 'POST',
    body: JSON.stringify(subscription.toJSON()),
  });
  return 'on';
}

/** Tells the server to stop, then unsubscribes this browser. */
export async function turnOffPush(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    await apiFetch<unknown>('/push/subscriptions', {
      method: 'DELETE',
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
