import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { isBusinessDate, scheduleEndpoints, tokyoDateOf, type Screening, pathTo } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { usePriceTemplateOptions } from '../../entities/price-templates/price-template-queries.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { scheduleWeekQuery } from '../../entities/schedules/schedule-week-query.js';
import { FormPage } from '../../ui/form-page.js';
import { ScheduleForm } from './schedule-form.js';
import {
  formDefaults,
  toFormErrors,
  toFormValues,
  toScheduleBody,
  type ScheduleFormValues,
} from './schedule-form-values.js';
import { saveScreening, useApprovedFilms, useScreeningVersions } from './schedule-queries.js';

/** The screens (and the cinema's cut-off) of the business date being edited, from the week call the timeline uses. */
function useScreens(date: string) {
  const session = useSession();
  return useQuery({ ...scheduleWeekQuery(session?.cinemaId, date), placeholderData: keepPreviousData });
}

/** /schedule/create and /schedule/edit/:id: one screening with every field. */
export default function ScheduleFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const session = useSession();
  const [today] = useState(() => tokyoDateOf(Date.now()));
  const startDate = isBusinessDate(params.get('date') ?? '') ? params.get('date')! : today;

  const films = useApprovedFilms();
  const versions = useScreeningVersions(session?.cinemaId);
  const templates = usePriceTemplateOptions(session?.cinemaId);

  const submit = async (values: ScheduleFormValues, record: Screening | undefined) => {
    try {
      const saved = await saveScreening(toScheduleBody(values, record));
      if (saved.warnings.length) message.warning(saved.warnings.join('\n'), 8);
      return saved;
    } catch (err) {
      if (err instanceof ApiError) throw new ApiError(err.message, err.status, err.code, toFormErrors(err.errors));
      throw err;
    }
  };

  return (
    <FormPage
      title={id ? '上映スケジュール編集' : '上映スケジュール登録'}
      backPath={pathTo('/schedule', {}, { date: startDate })}
      queryKey={scheduleKeys.all}
      detail={id ? { endpoint: scheduleEndpoints.detail, id } : undefined}
      defaults={formDefaults(startDate)}
      toValues={toFormValues}
      submit={submit}
      // The timeline scrolls the saved screening into view and highlights it.
      afterSave={(saved) =>
        pathTo('/schedule', {}, { date: (saved as Screening).businessDate, focus: (saved as Screening).id })
      }
    >
      {(form, record) => (
        <ScreensFor
          form={form}
          record={record}
          fallback={startDate}
          films={films.data ?? []}
          versions={versions.data ?? []}
          templates={templates.data ?? []}
        />
      )}
    </FormPage>
  );
}

type ScreensForProps = Omit<
  Parameters<typeof ScheduleForm>[0],
  'houses' | 'cutoffHour' | 'defaultCleaningMinutes' | 'priceTemplates'
> & {
  fallback: string;
  templates: Parameters<typeof ScheduleForm>[0]['priceTemplates'];
};

/** Reads the screens of the date in the form, so the screen list follows the chosen 営業日. */
function ScreensFor({ fallback, templates, ...props }: ScreensForProps) {
  const chosen = Form.useWatch('businessDate', props.form);
  const date = chosen?.isValid() ? chosen.format('YYYY-MM-DD') : (props.record?.businessDate ?? fallback);
  const week = useScreens(date);
  return (
    <ScheduleForm
      {...props}
      houses={week.data?.houses ?? []}
      cutoffHour={week.data?.cutoffHour}
      defaultCleaningMinutes={week.data?.defaultCleaningMinutes}
      priceTemplates={templates}
    />
  );
}
