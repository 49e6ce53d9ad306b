import { useParams } from 'react-router';
import { filmEndpoints, type Film, pathTo } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { filmKeys } from '../../entities/films/film-queries.js';
import { FormPage } from '../../ui/form-page.js';
import { FilmForm } from './film-form.js';
import type { FilmFormValues } from './film-form-values.js';

const defaults: Partial<FilmFormValues> = {
  releaseDateType: 'date',
  trailerMinutes: 0,
  resetWeekDays: 7,
  stillImages: [],
  coverImage: null,
  filmFeeTerms: [],
};

// Everything but what the server keeps (ids, approval, names of linked rows, timestamps).
const toValues = ({
  id: _id,
  brandId: _b,
  distributorName: _dn,
  approvalStatus: _as,
  approvedAt: _aa,
  approvedBy: _ab,
  approvedByName: _abn,
  returnReason: _rr,
  returnedAt: _ra,
  createdByCinemaId: _cc,
  createdByCinemaName: _ccn,
  version: _v,
  createdAt: _ca,
  updatedAt: _ua,
  ...rest
}: Film): FilmFormValues => rest;

/** 作品登録 and 作品編集: one form for both (docs/feature-anatomy.md, "the web feature"). */
export default function FilmFormPage() {
  const { id } = useParams();
  const session = useSession();
  return (
    <FormPage
      title={id ? '作品編集' : '作品登録'}
      backPath={pathTo('/movie')}
      queryKey={filmKeys.all}
      detail={id ? { endpoint: filmEndpoints.detail, id } : undefined}
      defaults={defaults}
      toValues={toValues}
      maxWidth={1100}
      submit={(values, record) =>
        record
          ? call(filmEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(filmEndpoints.create, { body: values })
      }
    >
      {(_form, record) => <FilmForm record={record} isCinema={session?.adminType === 'cinema'} />}
    </FormPage>
  );
}
