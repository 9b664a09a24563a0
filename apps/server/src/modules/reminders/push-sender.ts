// Web Push: `web-push` builds the request (the payload encrypted for the device, RFC 8291, and the
// VAPID signature, RFC 8292); it goes out with fetch, with a timeout and without following redirects.
import webpush from 'web-push';

/** What the service worker shows (apps/web/public/sw-push.js): a notification opening `url`. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per tag: a newer reminder replaces an older one still shown. */
  tag: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: URL where a push service can reach whoever runs this server. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404 or 410); it should be deleted. */
export type PushOutcome = { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'failed'; reason: string };

export interface PushSender {
  send(
    target: PushTarget,
    message: PushMessage,
    options: { keys: VapidKeys; ttlSeconds: number },
  ): Promise<PushOutcome>;
}

/** A new VAPID key pair, base64url (the public key uncompressed P-256, as browsers take it). */
export const makeVapidKeys = () => webpush.generateVAPIDKeys();

export function createPushSender({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): PushSender {
  return {
    async send(target, message, { keys, ttlSeconds }) {
      let request: webpush.RequestDetails & { body: Buffer };
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: keys,
            TTL: ttlSeconds,
            urgency: 'normal',
            // A reminder not yet delivered (the phone was off) is replaced by the next, not queued.
            topic: 'reminder',
          },
        );
      } catch (error) {
        // A device key that is no point of the curve, say: this device only.
        return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      // fetch counts the body itself; web-push's number would be sent twice. (Its TTL and length are
      // numbers, whatever its types say.)
      const given: Record<string, string | number> = request.headers;
      const headers = Object.fromEntries(
        Object.entries(given)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return { outcome: 'sent' };
        if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
        return { outcome: 'failed', reason: `the push service answered ${String(response.status)}` };
      } catch (error) {
        return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
