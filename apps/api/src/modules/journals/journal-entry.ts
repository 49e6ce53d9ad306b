import type { JournalSide } from '@cinema/contracts';

/** One 伝票 as a builder makes it: its date, cinema, 摘要 and both sides (the service numbers and pairs them). */
export interface JournalEntry {
  date: string;
  cinemaCode: string;
  description: string;
  debits: JournalSide[];
  credits: JournalSide[];
}

/** What a builder is given: the brand's cinemas chosen (or all), the month and its first and last day. */
export interface JournalScope {
  brandId: number;
  cinemas: { id: number; code: string; name: string }[];
  month: string;
  from: string;
  to: string;
  /** Every cinema of the brand (no 劇場 chosen): brand-wide 伝票 (映画料支払) come only then. */
  allCinemas: boolean;
}

/**
 * A side with a negative amount (a day whose refunds exceed its sales) moves to the other side, positive, and a
 * zero one is dropped: accounting imports take no negative amounts.
 */
export function balancedSides(debits: JournalSide[], credits: JournalSide[]) {
  const flip = (s: JournalSide): JournalSide => ({ ...s, amount: -s.amount, tax: -s.tax });
  return {
    debits: [...debits.filter((s) => s.amount > 0), ...credits.filter((s) => s.amount < 0).map(flip)],
    credits: [...credits.filter((s) => s.amount > 0), ...debits.filter((s) => s.amount < 0).map(flip)],
  };
}
