import { fail } from '@cinema/contracts';

/** The item at `i`, going round the list again past its end (demo data spread over a few values). */
export const cycle = <T>(list: readonly T[], i: number): T =>
  list[i % list.length] ?? fail('cycle through an empty list');
