import {
  messageShownAt,
  signageMessageKind,
  slideShownAt,
  type SignageProgram,
  type SignageSlide,
} from '@cinema/contracts';
import { BoardSlide, CounterLayout, DoorLayout, FilmSlide } from './player-board.js';
import './player.css';

// The player (docs/signage.md, "the player"): one program rendered at one moment. The device's page and the
// console's preview both use it; the preview at a small size (the layout scales with its box).

/**
 * The slide on show: the slides shown now (their dates and daily windows), in turn for their seconds, counted
 * from the epoch so every player of a playlist turns at the same moment and no timer state is kept.
 */
export function slideAt(slides: readonly SignageSlide[], now: number): SignageSlide | null {
  const shown = slides.filter((s) => slideShownAt(s, new Date(now)));
  const cycle = shown.reduce((sum, s) => sum + s.durationSeconds, 0);
  if (!cycle) return null;
  let at = Math.floor(now / 1000) % cycle;
  for (const s of shown) {
    if (at < s.durationSeconds) return s;
    at -= s.durationSeconds;
  }
  return shown[0] ?? null;
}

function Slide({ slide, program, now }: { slide: SignageSlide | null; program: SignageProgram; now: number }) {
  const { board } = program;
  if (!slide || slide.kind === 'board') return <BoardSlide board={board} now={now} />;
  if (slide.kind === 'film' && slide.filmId) return <FilmSlide board={board} filmId={slide.filmId} now={now} />;
  if (slide.kind === 'image' && slide.imageUrl)
    return <img className="player-media" src={slide.imageUrl} alt="" data-testid="player-image" />;
  if (slide.kind === 'video' && slide.videoUrl)
    return <video className="player-media" src={slide.videoUrl} autoPlay muted loop playsInline />;
  return <BoardSlide board={board} now={now} />;
}

export function PlayerView({
  program,
  now,
  preview = false,
}: {
  program: SignageProgram;
  now: number;
  preview?: boolean;
}) {
  const shown = program.messages.filter((m) => messageShownAt(m, new Date(now)));
  // 緊急 first, then the latest full-screen one: it replaces whatever was on show.
  const full =
    shown.find((m) => m.kind === 'urgent') ?? shown.filter((m) => m.style === 'fullscreen').at(-1) ?? undefined;
  const tickers = shown.filter((m) => m.style === 'ticker');
  const { display } = program;
  return (
    <div className={preview ? 'player player-preview' : 'player'} data-testid="player">
      {full ? (
        <div className={`player-full player-full-${full.kind}`} data-testid="player-fullscreen" role="alert">
          <p className="player-full-kind">{signageMessageKind.labels[full.kind]}</p>
          <p className="player-full-text">{full.text}</p>
        </div>
      ) : (
        <div className="player-main">
          {display?.layout === 'door' ? (
            <DoorLayout board={program.board} screenName={display.screenName} message={display.message} now={now} />
          ) : display?.layout === 'counter' ? (
            <CounterLayout board={program.board} message={display.message} now={now} />
          ) : (
            <Slide slide={slideAt(program.playlist?.slides ?? [], now)} program={program} now={now} />
          )}
        </div>
      )}
      {tickers.length > 0 && !full && (
        <div className="player-ticker" data-testid="player-ticker">
          <span className="player-ticker-text">
            {tickers.map((m) => `【${signageMessageKind.labels[m.kind]}】${m.text}`).join('　　')}
          </span>
        </div>
      )}
    </div>
  );
}
