import { describe, expect, it } from 'vitest';
import { checkAppVersion } from './storage.js';

describe('app version check', () => {
  it('clears saved user options and the film filter on a version change, once', () => {
    localStorage.setItem('appVersion', '1.0.3');
    localStorage.setItem('userOptions', '{}');
    localStorage.setItem('movieFilter', '{}');
    localStorage.setItem('token', 't');
    expect(checkAppVersion('1.0.4')).toBe(true);
    expect(localStorage.getItem('userOptions')).toBeNull();
    expect(localStorage.getItem('movieFilter')).toBeNull();
    expect(localStorage.getItem('token')).toBe('t');
    localStorage.setItem('userOptions', '{"a":1}');
    expect(checkAppVersion('1.0.4')).toBe(false);
    expect(localStorage.getItem('userOptions')).toBe('{"a":1}');
  });
});
