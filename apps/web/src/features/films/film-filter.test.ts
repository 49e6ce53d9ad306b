import { describe, expect, it } from 'vitest';
import { checkAppVersion } from '../../api/storage.js';
import { filmFilterQuery, readFilmFilter, writeFilmFilter } from './film-filter.js';

describe('remembered film filter (localStorage movieFilter)', () => {
  it('keeps each account’s filter apart, without blank values', () => {
    writeFilmFilter('2', {
      keyword: 'ヒカリ',
      classification: undefined,
      approvalStatus: 'pending',
      release: ['2026-01-01', '2026-03-31'],
    });
    writeFilmFilter('5', { keyword: '' });
    expect(readFilmFilter('2')).toEqual({
      keyword: 'ヒカリ',
      approvalStatus: 'pending',
      release: ['2026-01-01', '2026-03-31'],
    });
    expect(readFilmFilter('5')).toEqual({});
    expect(readFilmFilter('9')).toEqual({});
  });

  it('is cleared when the app version changes, and survives a broken value', () => {
    localStorage.setItem('appVersion', '1.0.3');
    writeFilmFilter('2', { keyword: 'ヒカリ' });
    checkAppVersion('1.0.4');
    expect(readFilmFilter('2')).toEqual({});
    localStorage.setItem('movieFilter', '{not json');
    expect(readFilmFilter('2')).toEqual({});
  });

  it('sends the release range as releaseFrom and releaseTo', () => {
    expect(filmFilterQuery({ keyword: 'a', release: ['2026-01-01', null] })).toEqual({
      keyword: 'a',
      releaseFrom: '2026-01-01',
      releaseTo: undefined,
    });
    expect(filmFilterQuery({})).toEqual({ releaseFrom: undefined, releaseTo: undefined });
  });
});
