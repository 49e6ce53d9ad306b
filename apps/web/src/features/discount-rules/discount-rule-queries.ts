import { featureKeys } from '../../api/query.js';

// Discount rules are read on /discountRules only: the root is the feature's own.
export const discountRuleKeys = featureKeys('discountRules');

/** Rules are per cinema: the list's key carries the chosen cinema, so choosing another one reads afresh. */
export const discountRuleListKey = (cinemaId: number | null | undefined) =>
  [...discountRuleKeys.all, 'list', cinemaId ?? null] as const;
