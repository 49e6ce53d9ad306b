import type { Film } from '@cinema/contracts';
import { FilmApproval } from './film-approval.js';
import { FilmBasicFields } from './film-basic-fields.js';
import { FilmFeeTerms } from './film-fee-terms.js';
import { FilmImages } from './film-images.js';
import { FilmInfoFields } from './film-info-fields.js';

/** Fields of a film in sections, shared by create and edit. */
export function FilmForm({ record, isCinema }: { record: Film | undefined; isCinema: boolean }) {
  return (
    <>
      <FilmApproval record={record} isCinema={isCinema} />
      <FilmBasicFields />
      <FilmInfoFields />
      <FilmImages />
      <FilmFeeTerms />
    </>
  );
}
