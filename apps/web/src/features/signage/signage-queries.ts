import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { signageGroupEndpoints, signagePlaylistEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { useSession } from '../../api/session.js';

// サイネージ・表示 (docs/signage.md): one key root for the playlists, groups, displays and messages, so a save in
// one screen refreshes what the others show of the chosen cinema.
export const signageKeys = featureKeys('signage');

/** The chosen cinema's active signage devices (端末), for pickers. */
export const useSignageDevices = () => {
  const cinemaId = useSession()?.cinemaId;
  return useQuery({
    ...endpointQuery(signageKeys.options('devices', cinemaId), signagePlaylistEndpoints.devices, { query: {} }),
    staleTime: 30_000,
  });
};

/** The chosen cinema's device groups, for the playlist's 表示先. */
export const useSignageGroups = () => {
  const cinemaId = useSession()?.cinemaId;
  return useQuery({
    ...endpointQuery(signageKeys.options('groups', cinemaId), signageGroupEndpoints.list, { query: {} }),
    select: (answer) => answer.list,
  });
};

export const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
export const asDateTime = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDateTime = (d: Dayjs | null) => (d ? d.format() : null);
