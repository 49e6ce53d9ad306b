import { copiedNamesText, copyToCinemasMessages, type CopyToCinemasAnswer } from '@cinema/contracts';

export interface CopyOutcome {
  type: 'success' | 'warning' | 'info';
  title: string;
  /** One line per cinema and what happened there: 「シネマライン池袋：2件をコピー「通常料金」「映画の日」」. */
  lines: string[];
}

/**
 * What 他の劇場へコピー… says after a copy (docs/domain.md, "copying to other cinemas"): green only when everything
 * asked for was copied; per cinema what was copied and what was not, the first three names and ほか N件, and why.
 */
export function copyOutcome(answer: CopyToCinemasAnswer): CopyOutcome {
  const skipped = answer.cinemas.some((c) => c.skipped.length > 0);
  const lines = answer.cinemas.flatMap((c) => {
    const reasons = [...new Set(c.skipped.map((s) => s.reason))];
    return [
      ...(c.copied.length
        ? [`${c.cinemaName}：${c.copied.length}件をコピー${copiedNamesText(c.copied.map((x) => x.name))}`]
        : []),
      ...reasons.map((reason) => {
        const names = c.skipped.filter((s) => s.reason === reason).map((s) => s.name);
        return `${c.cinemaName}：${names.length}件はコピーしませんでした${copiedNamesText(names)}（${reason}）`;
      }),
    ];
  });
  return {
    type: skipped ? 'warning' : answer.count ? 'success' : 'info',
    title: copyToCinemasMessages.done(answer.count),
    lines,
  };
}
