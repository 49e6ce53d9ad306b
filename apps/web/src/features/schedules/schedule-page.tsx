import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Flex } from 'antd';
import { CloudUploadOutlined, ReloadOutlined } from '@ant-design/icons';
import { businessDateOf, isBusinessDate, tokyoDateOf, type ScheduleWeek } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { readUserOptions, writeUserOptions } from '../../lib/user-options.js';
import { PageHeader } from '../../ui/page-header.js';
import { ScheduleActions, SelectionBar } from './schedule-actions.js';
import { FilmPalette } from './film-palette.js';
import { LABEL_WIDTH, ScheduleTimeline } from './schedule-timeline.js';
import { ScheduleToolbar } from './schedule-toolbar.js';
import { buildTimeline, type TimelineModel, type TimelineView } from './timeline-model.js';
import { useScheduleData } from './use-schedule-data.js';
import { useScheduleEdits } from './use-schedule-edits.js';
import { useTimelineDrag } from './use-timeline-drag.js';
import { useWidth } from './use-width.js';

// The dialogs and the CSV writer load when first used, so opening the timeline parses less.
const ScheduleBulkModal = lazy(() =>
  import('./schedule-bulk-modal.js').then((m) => ({ default: m.ScheduleBulkModal })),
);
const ScheduleCopyModal = lazy(() =>
  import('./schedule-copy-modal.js').then((m) => ({ default: m.ScheduleCopyModal })),
);
const SchedulePublishModal = lazy(() =>
  import('./schedule-publish-modal.js').then((m) => ({ default: m.SchedulePublishModal })),
);
const exportCsv = (week: ScheduleWeek, dates: string[] | null) =>
  import('./schedule-csv.js').then((m) => m.exportWeekCsv(week, dates));

const MIN_PX_PER_MIN = { day: 1, week: 0.6 } as const;

/** /schedule: the week of the chosen cinema as a timeline per screen, planned by dragging. */
export default function SchedulePage() {
  const session = useSession();
  const perm = usePermission('performance');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The calendar date until the cinema's cut-off is known (the week's answer carries it).
  const [today, setToday] = useState(() => tokyoDateOf(Date.now()));
  const date = isBusinessDate(params.get('date') ?? '') ? params.get('date')! : today;
  const view: TimelineView = (params.get('view') ?? readUserOptions().scheduleView) === 'week' ? 'week' : 'day';
  const setQuery = (next: { date?: string; view?: TimelineView }) => {
    if (next.view) writeUserOptions({ scheduleView: next.view });
    setParams({ date: next.date ?? date, view: next.view ?? view }, { replace: true });
  };
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'copy' | 'bulk' | 'publish' | null>(null);
  const [wrapRef, width] = useWidth<HTMLDivElement>();
  const cinemaId = session?.cinemaId ?? null;

  const { week, films, versions, chrome, defaults, setDefaults } = useScheduleData(cinemaId, date);
  const cutoffHour = week.data?.cutoffHour;
  useEffect(() => {
    // At 01:30 the cinema is still in yesterday's business day (the 36-hour scale's 25:30):
    // 「今日」 and an unasked-for date follow the business day, not the calendar.
    if (cutoffHour !== undefined) setToday(businessDateOf(Date.now(), cutoffHour));
  }, [cutoffHour]);

  const modelRef = useRef<TimelineModel | null>(null);
  const formatsOf = (houseId: number) => week.data?.houses.find((h) => h.id === houseId)?.formatIds ?? [];
  const edits = useScheduleEdits(modelRef, defaults, formatsOf);
  const model = useMemo(
    () =>
      week.data && width
        ? buildTimeline(week.data, {
            view,
            date,
            fitWidth: width - LABEL_WIDTH - 16,
            minPxPerMin: MIN_PX_PER_MIN[view],
            placements: edits.placements,
          })
        : null,
    [week.data, view, date, width, edits.placements],
  );
  useLayoutEffect(() => {
    modelRef.current = model;
  }, [model]);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useTimelineDrag({
    model,
    containerRef: trackRef,
    onSelect: setSelectedId,
    onDrop: (a) => {
      if (a.kind === 'create' ? perm.can('create') : perm.can('update')) void edits.drop(a);
    },
  });
  const selected = selectedId !== null ? model?.byId.get(selectedId) : undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!selected) return;
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && perm.can('update') && selected.s.status !== 'cancelled') {
      e.preventDefault();
      edits.nudge(selected.id, e.key === 'ArrowLeft' ? -5 : 5);
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && perm.can('delete')) {
      e.preventDefault();
      edits.remove(selected.id, () => setSelectedId(null));
    } else if (e.key === 'Enter') navigate(`/schedule/edit/${selected.id}`);
    else if (e.key === 'Escape') setSelectedId(null);
  };
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-screening-id]');
    if (el) navigate(`/schedule/edit/${el.dataset.screeningId}`);
  };

  return (
    <>
      <PageHeader
        title="上映スケジュール"
        sub={session?.cinemaObj?.name}
        extra={
          <>
            {perm.can('update') && (
              <Button icon={<CloudUploadOutlined />} onClick={() => setDialog('publish')}>
                公開
              </Button>
            )}
            <ScheduleActions
              can={perm.can}
              date={date}
              onCsv={week.data ? () => void exportCsv(week.data, view === 'day' ? [date] : null) : null}
              onDialog={setDialog}
            />
          </>
        }
      />
      {chrome ? (
        <ScheduleToolbar
          view={view}
          date={date}
          today={today}
          onView={(v) => setQuery({ view: v })}
          onDate={(d) => setQuery({ date: d })}
        />
      ) : (
        <div style={{ height: 32, marginBottom: 12 }} />
      )}
      {week.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={week.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => week.refetch()}>
              再読み込み
            </Button>
          }
        />
      )}
      <Flex gap={12} align="flex-start">
        {chrome ? (
          <FilmPalette
            films={films}
            versions={versions}
            defaults={defaults}
            onDefaults={setDefaults}
            onPress={drag.startCreate}
            canCreate={perm.can('create')}
          />
        ) : (
          <div style={{ width: 240, flex: 'none' }} />
        )}
        <div ref={wrapRef} style={{ flex: 1, minWidth: 0 }}>
          {!model ? (
            <div className="stl-empty">{week.isError ? '' : '読み込み中…'}</div>
          ) : model.rows.length === 0 ? (
            <Empty description="スクリーンが登録されていません。「スクリーン」でスクリーンを登録してから上映回を計画してください。" />
          ) : (
            <ScheduleTimeline
              model={model}
              compact={view === 'week'}
              selectedId={selectedId}
              pending={edits.pending}
              ghost={drag.ghost}
              trackRef={trackRef}
              onPointerDown={drag.startOnTimeline}
              onDoubleClick={onDoubleClick}
              onKeyDown={onKeyDown}
            />
          )}
          <SelectionBar
            can={perm.can}
            selected={selected}
            onDelete={(id) => edits.remove(id, () => setSelectedId(null))}
          />
        </div>
      </Flex>
      {dialog === 'publish' && (
        <Suspense fallback={null}>
          <SchedulePublishModal open onClose={() => setDialog(null)} date={date} cinemaId={cinemaId} />
        </Suspense>
      )}
      {week.data && dialog && dialog !== 'publish' && (
        <Suspense fallback={null}>
          <ScheduleCopyModal
            open={dialog === 'copy'}
            onClose={() => setDialog(null)}
            date={date}
            view={view}
            houses={week.data.houses}
          />
          <ScheduleBulkModal
            open={dialog === 'bulk'}
            onClose={() => setDialog(null)}
            date={date}
            houses={week.data.houses}
            films={films}
            versions={versions}
          />
        </Suspense>
      )}
    </>
  );
}
