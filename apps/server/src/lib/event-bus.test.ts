import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { channelName, createEventBus, createNotificationBus } from './event-bus.ts';
import { connectRedis } from './redis.ts';
import { describeWhen } from '../test/suites.ts';

const silent = { warn: () => undefined, info: () => undefined };

describe('an event bus without Redis', () => {
  it('is heard at once, by this process', async () => {
    const bus = createEventBus(undefined, 'roots:test');
    await expect(bus.subscribed(1_000)).resolves.toBeUndefined();
    let heard = 0;
    bus.subscribe('x', () => (heard += 1));
    bus.publish('x');
    expect(heard).toBe(1);
  });
});

// Runs in `npm run test:pg`, which has Redis.
describeWhen(process.env.TEST_REDIS_URL, 'an event bus over Redis', async () => {
  const redis = connectRedis(process.env.TEST_REDIS_URL ?? '', silent);
  await redis.connected(2_000);
  afterAll(() => redis.close());

  it('is subscribed in Redis once `subscribed` resolves, so another instance is heard from then on', async () => {
    const channel = `roots:test:${randomUUID()}`;
    const bus = createEventBus(redis, channel);
    await bus.subscribed(2_000);
    const [, listeners] = (await redis.client.pubsub('NUMSUB', channel)) as [string, number];
    expect(listeners).toBe(1);
    const heard = new Promise<void>((resolve) => {
      bus.subscribe('hello', resolve);
    });
    await redis.client.publish(channel, 'hello');
    await heard;
    await bus.close();
  });

  it('keeps two deployments on two databases of one Redis apart', async () => {
    const base = process.env.TEST_REDIS_URL ?? '';
    const on = (db: number) => connectRedis(`${base.replace(/\/\d*$/, '')}/${String(db)}`, silent);
    const [two, three] = [on(2), on(3)];
    await Promise.all([two.connected(2_000), three.connected(2_000)]);
    const [busTwo, busThree] = [createNotificationBus(two), createNotificationBus(three)];
    await Promise.all([busTwo.subscribed(2_000), busThree.subscribed(2_000)]);
    expect(channelName(two, 'notifications')).not.toBe(channelName(three, 'notifications'));
    let heardOnThree = 0;
    busThree.subscribe('learner', () => (heardOnThree += 1));
    const heardOnTwo = new Promise<void>((resolve) => {
      busTwo.subscribe('learner', resolve);
    });
    busTwo.publish('learner');
    await heardOnTwo;
    // The message went out and came back on database 2's channel; database 3's never carried it.
    await busThree.subscribed(2_000);
    expect(heardOnThree).toBe(0);
    await Promise.all([busTwo.close(), busThree.close(), two.close(), three.close()]);
  });
});
