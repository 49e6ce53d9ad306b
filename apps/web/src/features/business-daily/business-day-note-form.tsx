import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input } from 'antd';
import {
  businessDailyEndpoints,
  businessDayNoteBody,
  DAY_NOTES_MAX,
  formatBusinessDate,
  type DayWeather,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { ModalForm } from '../../ui/modal-form.js';
import { schemaForm } from '../../ui/schema-form.js';
import { withBlanks } from '../../lib/zod-form.js';
import { businessDailyKeys } from './business-daily-fetch.js';

// 天候・特記事項 of one cinema and 営業日 (docs/reports.md, "営業日報"): the contract's rules and messages, saved with the
// version the dialog read, so a save someone else made first says so instead of being overwritten.

// The form holds the note's fields; the day and the version come with the save, so the rules that span fields
// (その他 needs its note) run on the form's values with them filled in.
const blanks = withBlanks('weatherNote', 'notes');
const { Field } = schemaForm(businessDayNoteBody, (values) => ({
  businessDate: '2000-01-01',
  version: 0,
  ...blanks(values),
}));
type Values = { weather?: DayWeather; weatherNote: string | null; notes: string | null };

export interface NoteTarget {
  cinemaId: number;
  businessDate: string;
}

export function BusinessDayNoteForm({ target, onClose }: { target: NoteTarget | null; onClose: () => void }) {
  const qc = useQueryClient();
  const note = useQuery({
    ...endpointQuery(businessDailyKeys.detail(['note', target]), businessDailyEndpoints.note, {
      query: { cinemaId: target?.cinemaId, businessDate: target?.businessDate ?? '' },
    }),
    enabled: !!target,
    staleTime: 0,
  });
  const current = note.data;
  if (!target || !current || note.isFetching) return null;
  return (
    <ModalForm<Values>
      title={`天候・特記事項 ${current.cinemaName} ${formatBusinessDate(target.businessDate)}`}
      open
      onClose={onClose}
      initialValues={{ weather: current.weather ?? undefined, weatherNote: current.weatherNote, notes: current.notes }}
      submit={(values) =>
        call(businessDailyEndpoints.saveNote, {
          body: { ...values, ...target, weather: values.weather as DayWeather, version: current.version },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: businessDailyKeys.all })}
    >
      {() => (
        <>
          <Field name="weather" placeholder="選択してください" />
          <Field name="weatherNote" placeholder="強風、台風接近など" />
          <Field name="notes">
            <Input.TextArea rows={4} showCount maxLength={DAY_NOTES_MAX} placeholder="舞台挨拶、休館スクリーンなど" />
          </Field>
        </>
      )}
    </ModalForm>
  );
}
