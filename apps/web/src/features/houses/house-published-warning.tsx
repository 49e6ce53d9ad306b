import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { houseEndpoints, seatPlanInUseWarning } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { houseKeys } from '../../entities/houses/house-queries.js';

/** Before a seat plan is changed: the published screenings that offer it, and what may still change. */
export function HousePublishedWarning({ houseId }: { houseId: number }) {
  const published = useQuery(
    endpointQuery([...houseKeys.detail(houseId), 'published'], houseEndpoints.publishedScreenings, {
      params: { id: houseId },
    }),
  );
  if (!published.data?.count) return null;
  return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={seatPlanInUseWarning(published.data)} />;
}
