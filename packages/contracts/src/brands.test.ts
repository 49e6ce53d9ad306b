import { describe, expect, it } from 'vitest';
import { domainUpdateBody } from './brands.js';

const domain = (customDomain: string) => domainUpdateBody.safeParse({ id: 1, version: 1, customDomain });

describe('custom domain (ドメイン設定)', () => {
  it('keeps the host name of a pasted address', () => {
    expect(domain('https://www.Example.co.jp/').data?.customDomain).toBe('www.example.co.jp');
    expect(domain(' http://cinema.example.com/schedule?day=1 ').data?.customDomain).toBe('cinema.example.com');
    expect(domain('www.example.co.jp.').data?.customDomain).toBe('www.example.co.jp');
  });

  it('still refuses what is no domain, and clears with an empty value', () => {
    expect(domain('example').success).toBe(false);
    expect(domain('https://exa mple.com/').success).toBe(false);
    expect(domain('https://').success).toBe(false);
    expect(domain('').data?.customDomain).toBeNull();
  });
});
