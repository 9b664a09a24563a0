import type { Notification, NotificationList } from '@roots/shared/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiStream } from '../../../lib/api-client.ts';
import { parseSse } from '../../../lib/sse.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { withNotification } from '../notification-list.ts';

/**
 * The stream opens a few seconds after the page: the page's own requests go first on a slow
 * phone, and a page that has finished loading is seen as quiet by tools that wait for the
 * network to settle (an open stream never does). The list itself is fetched at once.
 */
const OPEN_AFTER_MS = 5000;
const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps the learner's notifications live: new ones arrive over server-sent events and go straight
 * into the cached list. Answers whether the stream is open; while it is not, the caller polls,
 * and the stream is tried again after 2 s, 4 s, … up to a minute.
 */
export function useNotificationStream(userId: string): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    const key = notificationKeys.list(userId);

    const connect = async () => {
      let rest = '';
      try {
        await apiStream(
          '/notifications/stream',
          (chunk) => {
            const parsed = parseSse(rest + chunk);
            rest = parsed.rest;
            for (const { event, data } of parsed.events) {
              if (event === 'ready') {
                setLive(true);
                retryMs = FIRST_RETRY_MS;
                // Whatever came while the stream was cut.
                void client.invalidateQueries({ queryKey: key });
              } else if (event === 'closed') {
                // Another page of this learner took its place (a learner holds a few streams), or
                // the session ended: polling covers, and the next try waits its longest.
                retryMs = MAX_RETRY_MS;
              } else if (event === 'notification') {
                const added = JSON.parse(data) as Notification;
                client.setQueryData<NotificationList>(key, (list) => withNotification(list, added));
              }
            }
          },
          controller.signal,
        );
      } catch {
        // Cut or refused: polling covers until the next try.
      }
      if (controller.signal.aborted) return;
      setLive(false);
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
    timer = setTimeout(() => void connect(), OPEN_AFTER_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, userId]);

  return live;
}
