import { useParams } from 'react-router';
import {
  emptyPlan,
  houseEndpoints,
  type FieldIssue,
  type House,
  type HouseCreateInput,
  pathTo,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { houseKeys } from '../../entities/houses/house-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { HouseForm } from './house-form.js';
import { HousePublishedWarning } from './house-published-warning.js';

type HouseValues = Omit<HouseCreateInput, 'cinemaId'>;

// A new screen starts as a 10 × 20 block of general seats, numbered from the left.
const defaults: Partial<HouseValues> = { formatIds: [], standingCapacity: 0, seatPlan: emptyPlan(10, 20) };

const toValues = ({ name, code, formatIds, standingCapacity, sortOrder, seatPlan }: House): HouseValues => ({
  name,
  code,
  formatIds,
  standingCapacity,
  sortOrder,
  seatPlan,
});

/** The API names seat plan problems on 'seatPlan' or inside it; the form shows them all under the editor. */
const onSeatPlan = (errors: FieldIssue[]) =>
  errors.map((e) => (e.field.startsWith('seatPlan.') ? { ...e, field: 'seatPlan' } : e));

async function withPlanErrors<T>(saving: Promise<T>): Promise<T> {
  try {
    return await saving;
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(err.message, err.status, err.code, onSeatPlan(err.errors));
    throw err;
  }
}

export default function HouseFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      title={id ? 'スクリーン編集' : 'スクリーン登録'}
      backPath={pathTo('/house')}
      queryKey={houseKeys.all}
      detail={id ? { endpoint: houseEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth="none"
      submit={(values, record) =>
        withPlanErrors(
          record
            ? call(houseEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
            : call(houseEndpoints.create, { body: values }),
        )
      }
    >
      {(_, record) => (
        <>
          {record && <HousePublishedWarning houseId={record.id} />}
          <HouseForm />
        </>
      )}
    </FormPage>
  );
}
