import { describe, expect, it } from 'vitest';
import { copyToCinemasMessages, type CopyToCinemasAnswer } from '@cinema/contracts';
import { copyOutcome } from './copy-to-cinemas-outcome.js';

// What 他の劇場へコピー… says afterwards (docs/domain.md, "copying to other cinemas"): per cinema, the first three
// names and how many more, and why what was left out was.
const same = copyToCinemasMessages.sameName('割引ルール');
const copied = (...names: string[]) => names.map((name, i) => ({ sourceId: i + 1, id: i + 100, name }));
const skipped = (...names: string[]) => names.map((name, i) => ({ sourceId: i + 50, name, reason: same }));
const answer = (cinemas: CopyToCinemasAnswer['cinemas']): CopyToCinemasAnswer => ({
  count: cinemas.reduce((n, c) => n + c.copied.length, 0),
  cinemas,
});

describe('copyOutcome', () => {
  it('names the first three copies of each cinema, then how many more', () => {
    const outcome = copyOutcome(
      answer([
        {
          cinemaId: 2,
          cinemaName: '池袋',
          copied: copied('夫婦50割', 'ペア割', '平日朝割', 'シニア割', '学割'),
          skipped: [],
        },
        { cinemaId: 3, cinemaName: '横浜', copied: copied('夫婦50割'), skipped: [] },
      ]),
    );
    expect(outcome).toEqual({
      type: 'success',
      title: '6件をコピーしました',
      lines: ['池袋：5件をコピー「夫婦50割」「ペア割」「平日朝割」ほか2件', '横浜：1件をコピー「夫婦50割」'],
    });
  });

  it('warns with what was not copied and why, and says so when nothing was', () => {
    const some = copyOutcome(
      answer([{ cinemaId: 2, cinemaName: '池袋', copied: copied('学割'), skipped: skipped('夫婦50割', 'ペア割') }]),
    );
    expect(some.type).toBe('warning');
    expect(some.lines).toEqual([
      '池袋：1件をコピー「学割」',
      `池袋：2件はコピーしませんでした「夫婦50割」「ペア割」（${same}）`,
    ]);
    const none = copyOutcome(answer([{ cinemaId: 2, cinemaName: '池袋', copied: [], skipped: skipped('夫婦50割') }]));
    expect(none).toMatchObject({ type: 'warning', title: '何もコピーしませんでした' });
  });
});
