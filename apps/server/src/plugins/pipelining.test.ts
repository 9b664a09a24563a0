import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';
import { limitPipelining, MAX_UNANSWERED_PER_CONNECTION } from './pipelining.ts';

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A raw connection that sends requests as given (pipelined when several at once) and reads all it gets. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const waiting: { count: number; resolve: () => void }[] = [];
  // A status line follows the previous body directly (a JSON body ends without a line break).
  const answers = () => received.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    for (const wait of waiting.filter((item) => answers() >= item.count)) wait.resolve();
  });
  // A connection the server closes may end with a reset: that is its closing, not a failure here.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    send: (paths: string[]) =>
      socket.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: roots.test\r\n\r\n`).join('')),
    /** Resolves once `count` answers have arrived in all. */
    answered: (count: number) =>
      new Promise<void>((resolve, reject) => {
        if (answers() >= count) resolve();
        else waiting.push({ count, resolve });
        void closed.then(() => reject(new Error(`closed after ${String(answers())} answers`)));
      }),
    answers,
    closed,
    socket,
  };
}

describe('a bound on the requests one connection has unanswered', async () => {
  const app = Fastify();
  limitPipelining(app, 2);
  // Answers /slow requests only when the test says so, so they stay unanswered until then.
  let started = 0;
  const release: (() => void)[] = [];
  app.get('/slow', async () => {
    started += 1;
    await new Promise<void>((resolve) => release.push(resolve));
    return { ok: true };
  });
  app.get('/quick', () => ({ ok: true }));
  const port = await listen(app);
  afterAll(async () => {
    release.forEach((resolve) => resolve());
    await app.close();
  });

  it('answers as many pipelined requests as the bound allows, again and again on one connection', async () => {
    const connection = connect(port);
    connection.send(['/quick', '/quick']);
    await connection.answered(2);
    connection.send(['/quick', '/quick']);
    await connection.answered(4);
    expect(connection.socket.destroyed).toBe(false);
    connection.socket.end();
    await connection.closed;
  });

  it('closes a connection that pipelines more, before the extra requests reach a handler', async () => {
    const connection = connect(port);
    connection.send(['/slow', '/slow', '/slow', '/slow']);
    await connection.closed;
    expect(started).toBe(2);
    expect(connection.answers()).toBe(0);
  });

  it('never closes a keep-alive client that waits for each answer', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const reused: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/quick', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        });
        request.on('socket', () => reused.push(request.reusedSocket));
        request.on('error', reject);
      });
      expect(status).toBe(200);
    }
    agent.destroy();
    expect(reused).toEqual([false, true, true, true, true, true]);
  });
});

describe('the server as built', async () => {
  const { app } = await createTestApp();
  const port = await listen(app);

  it('closes a connection that pipelines requests for the OpenAPI document past the bound', async () => {
    const connection = connect(port);
    const requests = MAX_UNANSWERED_PER_CONNECTION * 4;
    connection.send(Array.from({ length: requests }, () => '/api/docs/json'));
    await connection.closed;
    expect(connection.answers()).toBeLessThan(requests);
  });
});
