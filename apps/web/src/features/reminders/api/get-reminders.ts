import type { ReminderSettings } from '@roots/shared/contracts/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { thisDeviceEndpoint } from '../push.ts';
import { reminderKeys } from './reminder-keys.ts';

export const getReminders = () => apiData<ReminderSettings>('/reminders');

export const remindersQueryOptions = () => queryOptions({ queryKey: reminderKeys.settings(), queryFn: getReminders });

export const useReminders = () => useQuery(remindersQueryOptions());

/** Whether this browser holds a push subscription: its endpoint, or null. */
export const useThisDevice = () => useQuery({ queryKey: reminderKeys.device(), queryFn: thisDeviceEndpoint });
