import { useRef, useState, type RefObject } from 'react';
import { reasonOf } from './reason.js';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { fromScaleMinutes, type ScheduleUpdateInput, type Screening } from '@cinema/contracts';
import { notify } from '../../api/feedback.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { confirmAction, confirmDelete } from '../../ui/confirm.js';
import { createScreening, readScreening, removeScreening, updateScreening } from './schedule-queries.js';
import { onSaleNotice, screeningName, isOnSale } from './screening-name.js';
import { slotOf, stepLabel, type Slot, type TimelineOp, type TimelineStep } from './timeline-history.js';
import type { Placement, TimelineModel, TimelineScreening } from './timeline-model.js';
import type { DropAction } from './use-timeline-drag.js';
import { createInputOf } from './use-timeline-history.js';

export interface Defaults {
  languageVersionId: number | null;
  formatVersionId: number | null;
}

// Arrow keys move a block 5 minutes a press; the call goes once the keys rest this long.
const KEY_SETTLE_MS = 500;

const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** Several screenings moved or copied together: the offset the dragged one went by. */
export interface GroupShift {
  ids: number[];
  /** The dragged screening and where it went. */
  anchor: number;
  to: { date: string; houseId: number; startMin: number };
  copy: boolean;
}

/**
 * Saving what the timeline changes, each saved change recorded for undo. A dropped or nudged
 * block is drawn where it went at once; when the API refuses (409: このスクリーンには、…すでに
 * 登録されています。12/21（月） 23:50〜25:44「…」と重なっています) it snaps back and the reason shows.
 */
export function useScheduleEdits(
  modelRef: RefObject<TimelineModel | null>,
  defaults: Defaults,
  formatsOf: (houseId: number) => number[],
  record: (step: TimelineStep) => void = () => undefined,
) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [placements, setPlacements] = useState<ReadonlyMap<number, Placement>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const inflight = useRef(new Map<number, Promise<unknown>>());
  // Creations and batch changes on their way: an undo waits for them, so it takes back the latest.
  const batches = useRef(new Set<Promise<unknown>>());
  const track = <T>(p: Promise<T>): Promise<T> => {
    batches.current.add(p);
    void p.finally(() => batches.current.delete(p)).catch(() => undefined);
    return p;
  };
  /** Resolves once every change already started has been answered (and recorded). */
  const settled = () => Promise.allSettled([...inflight.current.values(), ...batches.current]).then(() => undefined);

  const place = (id: number, p: Placement) => setPlacements((m) => new Map(m).set(id, p));
  /** Lets go of a placement unless a later key press or drop has replaced it. */
  const release = (id: number, p: Placement) =>
    setPlacements((m) => {
      if (m.get(id) !== p) return m;
      const next = new Map(m);
      next.delete(id);
      return next;
    });
  const mark = (id: number, on: boolean) =>
    setPending((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const refresh = () => qc.invalidateQueries({ queryKey: scheduleKeys.all });
  const warn = (saved: Screening) => saved.warnings.length && message.warning(saved.warnings.join('\n'), 6);
  const houseName = (houseId: number) => modelRef.current?.rows.find((r) => r.houseId === houseId)?.houseName ?? '';
  const nameOf = (item: TimelineScreening) => screeningName(item, houseName(item.s.houseId));

  async function save(id: number, p: Placement, body: Omit<ScheduleUpdateInput, 'id' | 'version'>, what: string) {
    const before = inflight.current.get(id);
    const run = (async () => {
      await before?.catch(() => undefined);
      const item = modelRef.current?.byId.get(id);
      if (!item) return;
      mark(id, true);
      try {
        const saved = await updateScreening({ id, version: item.s.version, ...body });
        record({ label: what, ops: [{ kind: 'update', id, before: slotOf(item.s), after: slotOf(saved) }] });
        warn(saved);
        await refresh();
      } catch (err) {
        notify.error(reasonOf(err));
      } finally {
        // Drawn from the answer now, or back where it was when the API refused.
        release(id, p);
        mark(id, false);
      }
    })();
    inflight.current.set(id, run);
    place(id, p);
    await run;
  }

  /** A screening on sale asks before it moves; anything else goes at once. */
  const guardMove = (item: TimelineScreening, go: () => void, onCancel?: () => void) => {
    if (!isOnSale(item.s)) return go();
    confirmAction({
      title: `販売中の上映回を移動しますか？`,
      content: onSaleNotice(nameOf(item), 'move'),
      okText: '移動する',
      danger: true,
      onOk: go,
      onCancel,
    });
  };

  const drop = (a: DropAction) => track(dropNow(a));
  const dropNow = async (a: DropAction) => {
    const startAt = fromScaleMinutes(a.date, a.startMin);
    const endAt = fromScaleMinutes(a.date, a.endMin);
    const p: Placement = { houseId: a.houseId, businessDate: a.date, startMin: a.startMin, endMin: a.endMin };
    if (a.kind !== 'create') {
      const item = modelRef.current?.byId.get(a.id);
      if (!item) return;
      const go = () =>
        void save(
          a.id,
          p,
          a.kind === 'resize' ? { endAt } : { houseId: a.houseId, startAt, endAt },
          a.kind === 'resize' ? '終了時刻の変更' : '移動',
        );
      return guardMove(item, go);
    }
    const formats = formatsOf(a.houseId);
    const formatVersionId =
      defaults.formatVersionId && formats.includes(defaults.formatVersionId) ? defaults.formatVersionId : formats[0];
    if (!formatVersionId)
      return notify.error(
        'このスクリーンには上映方式が登録されていません。スクリーン設定で上映方式を選択してください。',
      );
    if (!defaults.languageVersionId)
      return notify.error('字幕・吹替が登録されていません。「上映方式・字幕吹替」で登録してください。');
    try {
      const saved = await createScreening({
        filmId: a.film.id,
        houseId: a.houseId,
        languageVersionId: defaults.languageVersionId,
        formatVersionId,
        startAt,
      });
      record({ label: '登録', ops: [{ kind: 'create', id: saved.id, input: createInputOf(saved) }] });
      warn(saved);
      message.success(`${a.film.name}（${saved.startTime}–${saved.endTime}）を登録しました`);
      await refresh();
    } catch (err) {
      notify.error(reasonOf(err));
    }
  };

  /** Arrow keys: 5 minutes earlier or later, saved once the keys rest. */
  const nudge = (id: number, minutes: number) => {
    const item = modelRef.current?.byId.get(id);
    if (!item) return;
    const cur = placements.get(id) ?? {
      houseId: item.s.houseId,
      businessDate: item.s.businessDate,
      startMin: item.startMin,
      endMin: item.endMin,
    };
    const next = { ...cur, startMin: cur.startMin + minutes, endMin: cur.endMin + minutes };
    place(id, next);
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        const body = {
          startAt: fromScaleMinutes(next.businessDate, next.startMin),
          endAt: fromScaleMinutes(next.businessDate, next.endMin),
        };
        // On sale: asked once the keys rest; キャンセル puts it back where it was.
        guardMove(
          item,
          () => void save(id, next, body, '移動'),
          () => release(id, next),
        );
      }, KEY_SETTLE_MS),
    );
  };

  /** Runs one change per screening in turn; what was saved before a refusal is still one undo step. */
  const runEach = (label: string, ids: number[], one: (id: number) => Promise<TimelineOp>) =>
    track(runEachNow(label, ids, one));
  async function runEachNow(label: string, ids: number[], one: (id: number) => Promise<TimelineOp>) {
    const ops: TimelineOp[] = [];
    ids.forEach((id) => mark(id, true));
    try {
      for (const id of ids) ops.push(await one(id));
    } catch (err) {
      notify.error(reasonOf(err));
    } finally {
      ids.forEach((id) => mark(id, false));
      record({ label: stepLabel(label, ops.length), ops });
      await refresh();
    }
    return ops.length;
  }

  const deleteOne = async (id: number): Promise<TimelineOp> => {
    const input = createInputOf(await readScreening(id));
    await removeScreening(id);
    return { kind: 'delete', id, input };
  };

  /** Delete (key or button): one asks by name, several by count; anything on sale says what happens to its sales. */
  const remove = (ids: number[], onDone: () => void) => {
    const items = ids.map((id) => modelRef.current?.byId.get(id)).filter((x): x is TimelineScreening => !!x);
    if (!items.length) return;
    const onSale = items.filter((x) => isOnSale(x.s));
    const run = async () => {
      const done = await runEach(
        '削除',
        items.map((x) => x.id),
        deleteOne,
      );
      if (done) onDone();
    };
    if (onSale.length)
      return confirmAction({
        title:
          items.length > 1 ? `販売中の上映回を含む${items.length}件を削除しますか？` : '販売中の上映回を削除しますか？',
        content: onSaleNotice(onSale.map(nameOf).join('\n'), 'delete'),
        okText: '削除する',
        danger: true,
        onOk: run,
      });
    if (items.length === 1) return confirmDelete(nameOf(items[0]!), run);
    confirmAction({
      title: `選択した${items.length}件の上映回を削除しますか？`,
      content: `${items.map(nameOf).join('\n')}\n\n「元に戻す」（Ctrl+Z）で戻せます。`,
      okText: '削除する',
      danger: true,
      onOk: run,
    });
  };

  /** Several screenings dragged together (Alt: copied) by the offset the grabbed one went. */
  const shiftGroup = ({ ids, anchor, to, copy }: GroupShift) => {
    const model = modelRef.current;
    const a = model?.byId.get(anchor);
    if (!model || !a) return;
    const offset = Date.parse(fromScaleMinutes(to.date, to.startMin)) - Date.parse(a.s.startAt);
    const items = ids.map((id) => model.byId.get(id)).filter((x): x is TimelineScreening => !!x);
    const houseOf = (x: TimelineScreening) => (x.s.houseId === a.s.houseId ? to.houseId : x.s.houseId);
    const slot = (x: TimelineScreening): Slot => ({
      houseId: houseOf(x),
      startAt: shifted(x.s.startAt, offset),
      endAt: shifted(x.s.endAt, offset),
    });
    if (copy)
      return void runEach('コピー', ids, async (id) => {
        const x = items.find((i) => i.id === id)!;
        // A copy is a draft (予定) of the same film, versions, price and cleaning.
        const input = { ...createInputOf(await readScreening(id)), ...slot(x), status: 'planned' as const };
        const saved = await createScreening(input);
        return { kind: 'create', id: saved.id, input };
      });
    const go = () =>
      void runEach('移動', ids, async (id) => {
        const x = items.find((i) => i.id === id)!;
        const saved = await updateScreening({ id, version: x.s.version, ...slot(x) });
        return { kind: 'update', id, before: slotOf(x.s), after: slotOf(saved) };
      });
    const onSale = items.filter((x) => isOnSale(x.s));
    if (!onSale.length) return go();
    confirmAction({
      title: `販売中の上映回を含む${items.length}件を移動しますか？`,
      content: onSaleNotice(onSale.map(nameOf).join('\n'), 'move'),
      okText: '移動する',
      danger: true,
      onOk: go,
    });
  };

  /** 「この日をクリア」: every screening of the day (drafts only unless the published ones are included). */
  const clearDay = (date: string, withPublished: boolean, onDone: () => void) => {
    const items = (modelRef.current?.rows ?? []).filter((r) => r.date === date).flatMap((r) => r.items);
    const ids = items.filter((x) => withPublished || !x.s.publishedAt).map((x) => x.id);
    if (!ids.length) return;
    void runEach('この日のクリア', ids, deleteOne).then((n) => n && onDone());
  };

  return { placements, pending, drop, nudge, remove, shiftGroup, clearDay, refresh, settled };
}
