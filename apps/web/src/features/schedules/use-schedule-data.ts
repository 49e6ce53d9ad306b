import { startTransition, useEffect, useState } from 'react';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { scheduleWeekQuery } from '../../entities/schedules/schedule-week-query.js';
import { orderFilms } from './film-order.js';
import { useApprovedFilms, useScreeningVersions } from './schedule-queries.js';
import type { Defaults } from './use-schedule-edits.js';

/**
 * What the planning page reads: the week, the approved films and the cinema's versions, and
 * the defaults a dropped film is created with. `chrome` turns true once the week has been drawn.
 */
export function useScheduleData(cinemaId: number | null, date: string) {
  const weekQuery = scheduleWeekQuery(cinemaId, date);
  // The week call goes out while the page's first render runs, not after it is committed: the
  // toolbar's first draw (antd writes its styles then) would otherwise hold it back.
  usePrefetchQuery(weekQuery);
  const week = useQuery({ ...weekQuery, placeholderData: keepPreviousData });
  // The date picker and the film list draw right after the timeline's first frame, so their
  // first draw does not hold the blocks back either.
  const [chrome, setChrome] = useState(false);
  const settled = week.isSuccess || week.isError;
  useEffect(() => {
    if (!settled) return;
    const frame = requestAnimationFrame(() => startTransition(() => setChrome(true)));
    return () => cancelAnimationFrame(frame);
  }, [settled]);

  const films = useApprovedFilms();
  const versions = useScreeningVersions(cinemaId);
  const [chosen, setDefaults] = useState<Defaults | null>(null);
  const language = versions.data?.filter((v) => v.kind === 'language') ?? [];
  const defaults: Defaults = chosen ?? {
    languageVersionId: (language.find((v) => v.code === 'NONE') ?? language[0])?.id ?? null,
    formatVersionId: null,
  };
  const ordered = orderFilms(films.data ?? [], week.data);
  return {
    week,
    films: ordered.films,
    recentFilms: ordered.recent,
    versions: versions.data ?? [],
    chrome,
    defaults,
    setDefaults,
  };
}
