import { describe, expect, it } from 'vitest';
import { parseSse } from './sse.ts';

describe('parseSse', () => {
  it('reads named events, skips comments and fields it does not need, and keeps the incomplete rest', () => {
    const { events, rest } = parseSse(
      'retry: 5000\nevent: ready\ndata: {"unread_count":2}\n\n: ping\n\nid: 1\nevent: notification\ndata: {"a":\r\n',
    );
    expect(events).toEqual([{ event: 'ready', data: '{"unread_count":2}' }]);
    const next = parseSse(`${rest}data: 1}\n\n`);
    expect(next.events).toEqual([{ event: 'notification', data: '{"a":\n1}' }]);
    expect(next.rest).toBe('');
  });

  it('names an unnamed event "message"', () => {
    expect(parseSse('data: hi\n\n').events).toEqual([{ event: 'message', data: 'hi' }]);
  });
});
