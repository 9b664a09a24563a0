import type {
  PushSubscriptionInput,
  ReminderSettings,
  ReminderSettingsUpdate,
} from '@roots/shared/contracts/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { subscribeThisDevice, unsubscribeThisDevice } from '../push.ts';
import { reminderKeys } from './reminder-keys.ts';

export const updateReminders = (changes: ReminderSettingsUpdate) =>
  apiData<ReminderSettings>('/reminders', { method: 'PATCH', body: changes });

const addDevice = (subscription: PushSubscriptionInput) =>
  apiData<ReminderSettings>('/reminders/push-subscriptions', { method: 'POST', body: subscription });

const removeDevice = (endpoint: string) =>
  apiData<ReminderSettings>('/reminders/push-subscriptions', { method: 'DELETE', body: { endpoint } });

/** A change of the reminders; the server's answer replaces the cached settings. */
function useReminderMutation<Input>(change: (input: Input) => Promise<ReminderSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => {
      client.setQueryData(reminderKeys.settings(), settings);
    },
    onSettled: () => client.invalidateQueries({ queryKey: reminderKeys.device() }),
  });
}

export const useUpdateReminders = () => useReminderMutation(updateReminders);

/** Asks the browser for permission and a subscription with the server's key, then gives it to the server. */
export const useTurnOnPush = () =>
  useReminderMutation(async (pushKey: string) => addDevice(await subscribeThisDevice(pushKey)));

/** Ends this browser's subscription, and tells the server to forget it. */
export const useTurnOffPush = () =>
  useReminderMutation(async (endpoint: string) => {
    await unsubscribeThisDevice();
    return removeDevice(endpoint);
  });
