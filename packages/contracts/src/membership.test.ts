import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, memberCardQr, memberNoOf } from './members.js';
import { addMonthsToDate, evaluateRank, feeTax, pointsFor, rankReached, validUntilOf } from './membership.js';

const ranks = [
  { upThreshold: 0, keepThreshold: 0 },
  { upThreshold: 15000, keepThreshold: 10000 },
  { upThreshold: 40000, keepThreshold: 30000 },
];

describe('membership rules', () => {
  it('earns points per 100 yen, rounded down (SPEC §9), times the rate', () => {
    expect(pointsFor(2599, 1)).toBe(25);
    expect(pointsFor(2599, 2)).toBe(50);
    expect(pointsFor(99, 1)).toBe(0);
    expect(pointsFor(-1900, 1)).toBe(0);
  });

  it('states the tax inside a 税込 fee in whole yen', () => {
    expect(feeTax(1100)).toBe(100);
    expect(feeTax(550)).toBe(50);
    expect(feeTax(1000)).toBe(90);
  });

  it('raises to the highest rank reached, lowers one step below the keep condition, else keeps', () => {
    expect(rankReached(ranks, 45000)).toBe(3);
    expect(evaluateRank(ranks, 1, 45000)).toBe(3);
    expect(evaluateRank(ranks, 3, 35000)).toBe(3);
    expect(evaluateRank(ranks, 3, 0)).toBe(2);
    expect(evaluateRank(ranks, 2, 12000)).toBe(2);
    expect(evaluateRank(ranks, 1, 0)).toBe(1);
    // A rank number above the system's (ranks removed) is read as its last rank.
    expect(evaluateRank(ranks, 5, 50000)).toBe(3);
  });

  it('ends a membership the day before its months are up, or at the fixed term', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(validUntilOf({ validityKind: 'fromJoin', validMonths: 12, validTo: null }, '2026-04-01')).toBe('2027-03-31');
    expect(validUntilOf({ validityKind: 'fixed', validMonths: null, validTo: '2027-03-31' }, '2026-11-30')).toBe(
      '2027-03-31',
    );
  });

  it('reads a card’s QR and a typed number alike, and masks all but the last digits', () => {
    expect(memberNoOf(memberCardQr('CL00000001'))).toBe('CL00000001');
    expect(memberNoOf(' cl00000001 ')).toBe('CL00000001');
    expect(maskPhone('090-1234-5678')).toBe('***-****-5678');
    expect(maskEmail('taro@example.jp')).toBe('t***@example.jp');
  });
});
