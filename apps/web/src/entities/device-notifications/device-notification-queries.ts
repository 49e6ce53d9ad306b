import { useQuery } from '@tanstack/react-query';
import { deviceNotificationEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// Marking notifications read on /notification-details refreshes the header's bell at once.
export const deviceNotificationKeys = featureKeys('deviceNotifications');

/** Unread device notifications of the session's scope, polled every minute. */
export const useUnreadNotifications = () =>
  useQuery({
    ...endpointQuery(deviceNotificationKeys.options('unread'), deviceNotificationEndpoints.unreadCount, {}),
    refetchInterval: 60_000,
  });
