import { useParams } from 'react-router';
import {
  cinemaEndpoints,
  DEFAULT_CLEANING_MINUTES,
  type Cinema,
  type CinemaCreateBody,
  type FirstStaff,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { cinemaKeys } from '../../entities/cinemas/cinema-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { CinemaForm } from './cinema-form.js';
import { CinemaFirstStaff } from './cinema-first-staff.js';

// The database's own defaults, so a new cinema starts with working sales rules.
/** The form's values: the optional first staff account only when creating. */
type CinemaFormValues = Omit<CinemaCreateBody, 'firstStaff'> & { withStaff?: boolean; firstStaff?: FirstStaff };

const defaults: Partial<CinemaFormValues> = {
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
}: Cinema): CinemaFormValues => rest;

/** 劇場登録 and 劇場編集: one form for both; a superAdmin picks the brand of a new cinema. */
export default function CinemaFormPage() {
  const { id } = useParams();
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  return (
    <FormPage
      title={id ? '劇場編集' : '劇場登録'}
      backPath={pathTo('/cinema')}
      queryKey={cinemaKeys.all}
      detail={id ? { endpoint: cinemaEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      submit={(values: CinemaFormValues, record) => {
        const { withStaff, firstStaff, ...fields } = values;
        return record
          ? call(cinemaEndpoints.update, { body: { ...fields, id: record.id, version: record.version } })
          : call(cinemaEndpoints.create, { body: { ...fields, firstStaff: withStaff ? firstStaff : null } });
      }}
    >
      {(_form, record) => (
        <>
          <CinemaForm chooseBrand={isSuper && !record} brandName={isSuper ? record?.brandName : undefined} />
          {!record && <CinemaFirstStaff chooseBrand={isSuper} />}
        </>
      )}
    </FormPage>
  );
}
