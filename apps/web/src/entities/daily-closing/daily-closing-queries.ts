import { useQuery } from '@tanstack/react-query';
import { dailyClosingEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 日次締め's query keys, shared by its screen and the dashboard (head office's view of yesterday's closings): a close or
// a reopen invalidates both.
export const dailyClosingKeys = featureKeys('dailyClosing');

/** Each cinema's closing state of yesterday's 営業日 (head office). */
export const useClosingStates = (enabled: boolean) =>
  useQuery({
    ...endpointQuery([...dailyClosingKeys.all, 'states'], dailyClosingEndpoints.states, { query: {} }),
    enabled,
  });
