import { scheduleEndpoints, type SchedulePublishInput } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';

// 公開: the summary is a read (under the schedules root, so a publish refreshes it), the rest are writes.

export const publishPreviewQuery = (body: SchedulePublishInput) =>
  endpointQuery([...scheduleKeys.all, 'publishPreview', body], scheduleEndpoints.publishPreview, { body });

// The dialog says what happened itself; a refusal keeps the client's alert.
export const publishSchedule = (body: SchedulePublishInput) =>
  call(scheduleEndpoints.publish, { body }, { successMessage: false });
export const unpublishSchedule = (body: SchedulePublishInput) =>
  call(scheduleEndpoints.unpublish, { body }, { successMessage: false });
