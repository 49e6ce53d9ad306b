import { useParams } from 'react-router';
import { DEFAULT_CLEANING_MINUTES, type Cinema, type CinemaCreateBody } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { FormPage } from '../../ui/form-page.js';
import { CinemaForm } from './cinema-form.js';
import { cinemaEndpoints, cinemaKeys, createCinema, updateCinema } from './cinemas-api.js';

// The database's own defaults, so a new cinema starts with working sales rules.
const defaults: Partial<CinemaCreateBody> = {
  status: 'open',
  businessDayCutoffHour: 29,
  defaultCleaningMinutes: DEFAULT_CLEANING_MINUTES,
  onlineSalesStartDays: 2,
  onlineSalesEndMinutes: 20,
  posSalesEndMinutes: 30,
  maxTicketsPerOrder: 10,
  seatHoldMinutes: 10,
};

const toValues = ({
  id: _id,
  version: _v,
  brandId: _b,
  brandName: _bn,
  brandCode: _bc,
  screenCount: _s,
  createdAt: _ca,
  updatedAt: _u,
  ...rest
}: Cinema): CinemaCreateBody => rest;

export default function CinemaFormPage() {
  const { id } = useParams();
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  return (
    <FormPage<Cinema, CinemaCreateBody>
      title={id ? '劇場編集' : '劇場登録'}
      backPath="/cinema"
      queryKey={cinemaKeys.all}
      detailEndpoint={id ? cinemaEndpoints.detail(id) : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values, record) => (record ? updateCinema({ ...values, id: record.id, version: record.version }) : createCinema(values))}
    >
      {(_form, record) => <CinemaForm chooseBrand={isSuper && !record} brandName={isSuper ? record?.brandName : undefined} />}
    </FormPage>
  );
}
