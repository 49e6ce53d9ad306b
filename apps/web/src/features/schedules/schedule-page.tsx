import {
  Suspense,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Flex } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import {
  businessDateOf,
  DEFAULT_WEEK_START_DAY,
  isBusinessDate,
  tokyoDateOf,
  weekStartOf,
  pathTo,
} from '@cinema/contracts';
import { notify } from '../../api/feedback.js';
import { usePermission, useSession } from '../../api/session.js';
import { exportCsv, ScheduleBulkModal, ScheduleCopyModal, SchedulePublishModal } from './schedule-lazy.js';
import { readUserOptions, writeUserOptions } from '../../lib/user-options.js';
import { PageHeader } from '../../ui/page-header.js';
import { ScheduleActions, SelectionBar } from './schedule-actions.js';
import { FilmPalette } from './film-palette.js';
import { LABEL_WIDTH, ScheduleTimeline } from './schedule-timeline.js';
import { ScheduleToolbar } from './schedule-toolbar.js';
import { TimelineBar } from './timeline-bar.js';
import { askClearDay } from './clear-day.js';
import { historyKey, nextSelection, type SelectHow } from './timeline-select.js';
import { buildTimeline, type TimelineModel, type TimelineView } from './timeline-model.js';
import { useScheduleData } from './use-schedule-data.js';
import { reasonOf } from './reason.js';
import { useScheduleEdits } from './use-schedule-edits.js';
import { createdStep } from './timeline-history.js';
import { useTimelineHistory } from './use-timeline-history.js';
import { useTimelineDrag } from './use-timeline-drag.js';
import { useWidth } from './use-width.js';
import { SeatMapModal } from './seat-map-modal.js';

// The dialogs and the CSV writer load when first used, so opening the timeline parses less.

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
  const [selection, setSelection] = useState<number[]>([]);
  const select = (id: number | null, how: SelectHow) => setSelection((cur) => nextSelection(cur, id, how));
  const clearSelection = () => setSelection([]);
  const [zoom, setZoom] = useState<number | null>(null);
  const focusId = Number(params.get('focus')) || null;
  const [dialog, setDialog] = useState<'copy' | 'bulk' | 'publish' | null>(null);
  const [seatMapId, setSeatMapId] = useState<number | null>(null);
  const [wrapRef, width] = useWidth<HTMLDivElement>();
  const cinemaId = session?.cinemaId ?? null;

  // The week view shows the brand's 興行週 (Friday to Thursday unless the brand says otherwise)
  // holding the date; the day the week starts on comes with the week's answer.
  const [weekStartDay, setWeekStartDay] = useState(DEFAULT_WEEK_START_DAY);
  const from = view === 'week' ? weekStartOf(date, weekStartDay) : date;
  const { week, films, recentFilms, versions, chrome, defaults, setDefaults } = useScheduleData(cinemaId, from);
  const answeredStart = week.data?.weekStartDay;
  useEffect(() => {
    if (answeredStart !== undefined) setWeekStartDay(answeredStart);
  }, [answeredStart]);
  const cutoffHour = week.data?.cutoffHour;
  useEffect(() => {
    // At 01:30 the cinema is still in yesterday's business day (the 36-hour scale's 25:30):
    // 「今日」 and an unasked-for date follow the business day, not the calendar.
    if (cutoffHour !== undefined) setToday(businessDateOf(Date.now(), cutoffHour));
  }, [cutoffHour]);

  const modelRef = useRef<TimelineModel | null>(null);
  const formatsOf = (houseId: number) => week.data?.houses.find((h) => h.id === houseId)?.formatIds ?? [];
  const history = useTimelineHistory((err) => notify.error(`元に戻せませんでした。${reasonOf(err)}`));
  const edits = useScheduleEdits(modelRef, defaults, formatsOf, history.record);
  const model = useMemo(
    () =>
      week.data && width
        ? buildTimeline(week.data, {
            view,
            date: from,
            fitWidth: width - LABEL_WIDTH - 16,
            minPxPerMin: MIN_PX_PER_MIN[view],
            placements: edits.placements,
            zoom: zoom ?? undefined,
          })
        : null,
    [week.data, view, from, width, edits.placements, zoom],
  );
  useLayoutEffect(() => {
    modelRef.current = model;
  }, [model]);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useTimelineDrag({
    model,
    containerRef: trackRef,
    selection,
    onSelect: select,
    onRefused: notify.error,
    onDrop: (a) => {
      if (a.kind === 'move' && (a.copy || (selection.length > 1 && selection.includes(a.id)))) {
        if (!perm.can(a.copy ? 'create' : 'update')) return;
        const ids = selection.includes(a.id) ? selection : [a.id];
        return edits.shiftGroup({ ids, anchor: a.id, to: a, copy: a.copy });
      }
      if (a.kind === 'create' ? perm.can('create') : perm.can('update')) void edits.drop(a);
    },
  });
  const selectedItems = selection.flatMap((id) => model?.byId.get(id) ?? []);
  const selected = selectedItems.length === 1 ? selectedItems[0] : undefined;
  const selectedSet = useMemo(() => new Set(selection), [selection]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') return clearSelection();
    if (!selectedItems.length) return;
    if ((e.key === 'Delete' || e.key === 'Backspace') && perm.can('delete')) {
      e.preventDefault();
      return edits.remove(selection, clearSelection);
    }
    if (!selected) return;
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && perm.can('update') && selected.s.status !== 'cancelled') {
      e.preventDefault();
      edits.nudge(selected.id, e.key === 'ArrowLeft' ? -5 : 5);
    } else if (e.key === 'Enter') navigate(pathTo('/schedule/edit/:id', { id: selected.id }));
  };
  // An undo pressed while a drop is still being saved takes back that drop, not the one before.
  const undo = () => edits.settled().then(history.undo);
  const redo = () => edits.settled().then(history.redo);
  // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z anywhere on the page but in a text field or a dialog.
  const onWindowKey = useEffectEvent((e: globalThis.KeyboardEvent) => {
    const cmd = historyKey(e);
    if (!cmd) return;
    e.preventDefault();
    void (cmd === 'undo' ? undo() : redo());
  });
  useEffect(() => {
    const on = (e: globalThis.KeyboardEvent) => onWindowKey(e);
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, []);
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-screening-id]');
    if (el?.dataset.screeningId) navigate(pathTo('/schedule/edit/:id', { id: el.dataset.screeningId }));
  };

  return (
    <>
      <PageHeader
        title="上映スケジュール"
        sub={session?.cinemaObj?.name}
        extra={
          <ScheduleActions
            can={perm.can}
            date={date}
            onCsv={week.data ? () => void exportCsv(week.data, view === 'day' ? [date] : null) : null}
            onDialog={setDialog}
          />
        }
      />
      {chrome ? (
        <ScheduleToolbar
          view={view}
          date={from}
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
            recent={recentFilms}
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
          <TimelineBar
            canUndo={history.canUndo}
            canRedo={history.canRedo}
            undoLabel={history.undoLabel}
            redoLabel={history.redoLabel}
            onUndo={() => void undo()}
            onRedo={() => void redo()}
            zoom={zoom}
            onZoom={setZoom}
            onClearDay={
              view === 'day' && model && perm.can('delete')
                ? () => askClearDay(model, date, (withPublished) => edits.clearDay(date, withPublished, clearSelection))
                : null
            }
            films={model?.films ?? []}
          />
          {!model ? (
            <div className="stl-empty">{week.isError ? '' : '読み込み中…'}</div>
          ) : model.rows.length === 0 ? (
            <Empty description="スクリーンが登録されていません。「スクリーン」でスクリーンを登録してから上映回を計画してください。" />
          ) : (
            <ScheduleTimeline
              model={model}
              compact={view === 'week'}
              selected={selectedSet}
              focusId={focusId}
              pending={edits.pending}
              ghost={drag.ghost}
              trackRef={trackRef}
              onPointerDown={drag.startOnTimeline}
              onDoubleClick={onDoubleClick}
              onKeyDown={onKeyDown}
              onSeatMap={setSeatMapId}
            />
          )}
          <SelectionBar
            can={perm.can}
            selected={selectedItems}
            onDelete={() => edits.remove(selection, clearSelection)}
            onClear={clearSelection}
            onSeatMap={(item) => setSeatMapId(item.id)}
          />
        </div>
      </Flex>
      <SeatMapModal
        item={(seatMapId !== null && model?.byId.get(seatMapId)) || null}
        houses={week.data?.houses ?? []}
        onClose={() => setSeatMapId(null)}
      />
      {dialog === 'publish' && (
        <Suspense fallback={null}>
          <SchedulePublishModal
            open
            onClose={() => setDialog(null)}
            date={date}
            weekStartDay={weekStartDay}
            cinemaId={cinemaId}
          />
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
            weekStartDay={weekStartDay}
            onCreated={(ids) => history.record(createdStep('コピー', ids))}
          />
          <ScheduleBulkModal
            open={dialog === 'bulk'}
            onClose={() => setDialog(null)}
            date={date}
            houses={week.data.houses}
            films={films}
            versions={versions}
            onCreated={(ids) => history.record(createdStep('一括登録', ids))}
          />
        </Suspense>
      )}
    </>
  );
}
