import { seatMarkLabels, type SignageBoard, type SignageBoardRow } from '@cinema/contracts';

// What the player shows of the lobby board (docs/signage.md): today's (and tomorrow's) screenings, a film's
// poster with its times, and the door and counter layouts, all from the program's board and the clock.

const over = (r: SignageBoardRow, now: number) => Date.parse(r.endAt) <= now;
const started = (r: SignageBoardRow, now: number) => Date.parse(r.startAt) <= now;

function Mark({ row }: { row: SignageBoardRow }) {
  return (
    <span className={`player-mark player-mark-${row.mark === '○' ? 'ok' : row.mark === '△' ? 'few' : 'full'}`}>
      {row.mark}
      <span className="player-mark-label">{seatMarkLabels[row.mark]}</span>
    </span>
  );
}

/** Lines of the board that fit the screen at once (day headings count as one); more turn as pages. */
export const BOARD_LINES = 14;
const PAGE_MS = 8000;

type Line = { day: string; row?: SignageBoardRow };

/** 上映スケジュール: the screenings still to end, per day, with 36-hour times and 残席, a page at a time. */
export function BoardSlide({ board, now }: { board: SignageBoard; now: number }) {
  const lines: Line[] = board.days.flatMap((d) => {
    const day = `${d.label} ${d.businessDate.slice(5).replace('-', '/')}`;
    const rows = d.rows.filter((r) => !over(r, now));
    return [{ day }, ...(rows.length ? rows.map((row) => ({ day, row })) : [])];
  });
  const pages = Math.max(1, Math.ceil(lines.length / BOARD_LINES));
  const page = Math.floor(now / PAGE_MS) % pages;
  const shown = lines.slice(page * BOARD_LINES, (page + 1) * BOARD_LINES);
  return (
    <div className="player-board" data-testid="player-board">
      <h1 className="player-title">
        {board.cinemaName} 上映スケジュール
        {pages > 1 && <span className="player-page">{`${page + 1}/${pages}`}</span>}
      </h1>
      <table className="player-table">
        <tbody>
          {shown.map((l) =>
            l.row ? (
              <tr key={l.row.screeningId} className={started(l.row, now) ? 'player-started' : undefined}>
                <td className="player-time">{l.row.startTime}</td>
                <td className="player-film">
                  {l.row.filmName}
                  <span className="player-rating">{l.row.classification}</span>
                </td>
                <td>{l.row.screenName}</td>
                <td>
                  {l.row.formatName} {l.row.languageName}
                </td>
                <td>
                  <Mark row={l.row} />
                </td>
              </tr>
            ) : (
              <tr key={l.day}>
                <th colSpan={5} className="player-day">
                  {l.day}
                </th>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {lines.every((l) => !l.row) && <p className="player-empty">本日の上映は終了しました</p>}
    </div>
  );
}

/** 作品: the poster and today's times of one film. */
export function FilmSlide({ board, filmId, now }: { board: SignageBoard; filmId: number; now: number }) {
  const film = board.films.find((f) => f.id === filmId);
  const rows = (board.days[0]?.rows ?? []).filter((r) => r.filmId === filmId && !over(r, now));
  if (!film) return <BoardSlide board={board} now={now} />;
  return (
    <div className="player-film-slide">
      {film.posterUrl && <img className="player-poster" src={film.posterUrl} alt={film.name} />}
      <div className="player-film-info">
        <h1 className="player-title">{film.name}</h1>
        <p className="player-rating">{film.classification}</p>
        <ul className="player-times">
          {rows.map((r) => (
            <li key={r.screeningId}>
              <span className="player-time">{r.startTime}</span> {r.screenName} <Mark row={r} />
            </li>
          ))}
          {rows.length === 0 && <li>本日の上映は終了しました</li>}
        </ul>
      </div>
    </div>
  );
}

function ScreeningLine({ label, row }: { label: string; row: SignageBoardRow | undefined }) {
  return (
    <div className="player-door-line">
      <span className="player-door-label">{label}</span>
      {row ? (
        <>
          <span className="player-time">
            {row.startTime}〜{row.endTime}
          </span>
          <span className="player-film">{row.filmName}</span>
          <span className="player-rating">{row.classification}</span>
          <Mark row={row} />
        </>
      ) : (
        <span className="player-empty">ありません</span>
      )}
    </div>
  );
}

/** スクリーン入口: the screen's current and next screening, 残席, 年齢制限 and the display's message. */
export function DoorLayout(p: { board: SignageBoard; screenName: string | null; message: string | null; now: number }) {
  const rows = p.board.days.flatMap((d) => d.rows).filter((r) => r.screenName === p.screenName && !over(r, p.now));
  const current = rows.find((r) => started(r, p.now));
  const next = rows.find((r) => !started(r, p.now));
  return (
    <div className="player-door" data-testid="player-door">
      <h1 className="player-title">{p.screenName}</h1>
      <ScreeningLine label="上映中" row={current} />
      <ScreeningLine label="次回" row={next} />
      {p.message && <p className="player-door-message">{p.message}</p>}
    </div>
  );
}

/** カウンター: the cinema's next screenings. */
export function CounterLayout({ board, message, now }: { board: SignageBoard; message: string | null; now: number }) {
  const next = board.days
    .flatMap((d) => d.rows)
    .filter((r) => !started(r, now))
    .slice(0, 8);
  return (
    <div className="player-board" data-testid="player-counter">
      <h1 className="player-title">このあとの上映</h1>
      <table className="player-table">
        <tbody>
          {next.map((r) => (
            <tr key={r.screeningId}>
              <td className="player-time">{r.startTime}</td>
              <td className="player-film">
                {r.filmName}
                <span className="player-rating">{r.classification}</span>
              </td>
              <td>{r.screenName}</td>
              <td>
                <Mark row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {next.length === 0 && <p className="player-empty">本日の上映は終了しました</p>}
      {message && <p className="player-door-message">{message}</p>}
    </div>
  );
}
