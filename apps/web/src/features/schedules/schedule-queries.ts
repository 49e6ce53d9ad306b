import { useQuery } from '@tanstack/react-query';
import {
  scheduleEndpoints,
  type FilmNameItem,
  type ScheduleBulkCreateInput,
  type ScheduleCopyInput,
  type ScheduleCreateInput,
  type ScheduleUpdateInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { filmNamesQuery } from '../../entities/films/film-queries.js';
import { useActiveVersions } from '../../entities/versions/version-options.js';

// Keys: the week under the schedules root (entities/schedules), films, versions and price templates
// under the roots of the features that own them, so a change there refreshes the timeline's pickers.

// Module-level, so the filtered list keeps its identity between renders (the palette is memoised).
const approvedOnly = (list: FilmNameItem[]) => list.filter((f) => f.approvalStatus === 'approved');

/** Films of the brand; the timeline offers the approved ones (only those may be scheduled). */
export const useApprovedFilms = () => useQuery({ ...filmNamesQuery(), select: approvedOnly });

const SCREENING_KINDS = ['language', 'format'] as const;
/** The chosen cinema's active 字幕・吹替 and 上映方式 rows. */
export const useScreeningVersions = (cinemaId: number | null | undefined) =>
  useActiveVersions(cinemaId, SCREENING_KINDS);

// The timeline says what went wrong itself (and snaps the block back), so no overlay or default alert here.
const quiet = { loading: false, alert: false, successMessage: false } as const;
export const createScreening = (body: ScheduleCreateInput) => call(scheduleEndpoints.create, { body }, quiet);
export const updateScreening = (body: ScheduleUpdateInput) => call(scheduleEndpoints.update, { body }, quiet);
export const deleteScreening = (id: number) => call(scheduleEndpoints.delete, { params: { id } });
/** Undo, redo and the timeline's batch changes: quiet, the timeline says what happened itself. */
export const readScreening = (id: number) => call(scheduleEndpoints.detail, { params: { id } }, quiet);
export const removeScreening = (id: number) => call(scheduleEndpoints.delete, { params: { id } }, quiet);

/** The form page saves with the client's usual alerts and field errors. */
export const saveScreening = (body: ScheduleCreateInput | ScheduleUpdateInput) =>
  'id' in body ? call(scheduleEndpoints.update, { body }) : call(scheduleEndpoints.create, { body });

// The dialogs list each refused slot under the client's own alert.
export const bulkCreateScreenings = (body: ScheduleBulkCreateInput) =>
  call(scheduleEndpoints.bulkCreate, { body }, { successMessage: false });
export const copyScreenings = (body: ScheduleCopyInput) =>
  call(scheduleEndpoints.copy, { body }, { successMessage: false });
