// A push service of our own for tests: a small HTTP server that receives Web Push requests as a
// browser's push service would, and a device's keys to read them (RFC 8291, aes128gcm) as the
// browser would. The server's requests go to it through PUSH_ORIGINS.
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A device: its subscription as PushSubscription.toJSON() gives it, and how to read what it receives. */
export interface TestDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plain text of a push sent to this device. */
  decrypt: (body: Buffer) => string;
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** A new device subscribed at `endpoint`, with its own P-256 key pair and auth secret. */
export function makeDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  const devicePublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: devicePublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // RFC 8188 header: salt (16), record size (4), key id length (1), key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
      const shared = ecdh.computeSecret(senderPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
      const ikm = hmac(hmac(authSecret, shared), keyInfo, Buffer.from([1]));
      const prk = hmac(salt, ikm);
      const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero or more zeros of padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Starts the push service on a local port (a free one unless given); it answers 201 unless told
 * otherwise, at once unless told to wait.
 */
export async function startPushEndpoint(port = 0) {
  const received: ReceivedPush[] = [];
  const state = { status: 201, delayMs: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      setTimeout(() => response.writeHead(state.status).end(), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    received,
    /** What the service answers from now on: 410 says the subscription has expired. */
    answer(status: number) {
      state.status = status;
    },
    /** How long it takes to answer from now on: a slow push service keeps a tick busy. */
    answerAfter(ms: number) {
      state.delayMs = ms;
    },
    /** A device subscribed with this service, at a path of its own. */
    device: (name: string) => makeDevice(`${origin}/push/${name}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
