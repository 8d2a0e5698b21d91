// @vitest-environment node
/** The one rule between an English page's URL and its Spanish twin's (docs/i18n.md). */
import { describe, expect, it } from 'vitest';
import { englishPathOf, localeOfPath, localizedPath, routerOptions } from '../../../src/i18n/locale';

describe('localizedPath', () => {
  it('puts a Spanish page at /es + its English path, the home at /es without a trailing slash', () => {
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/about')).toBe('/es/about');
    expect(localizedPath('es', '/services/home/renters')).toBe('/es/services/home/renters');
    expect(localizedPath('en', '/about')).toBe('/about');
  });

  it('keeps a query string and a fragment', () => {
    expect(localizedPath('es', '/blog?category=Claims')).toBe('/es/blog?category=Claims');
    expect(localizedPath('es', '/?x=1')).toBe('/es?x=1');
    expect(localizedPath('es', '/service#policy-change')).toBe('/es/service#policy-change');
  });
});

describe('localeOfPath and englishPathOf', () => {
  it('read the language and the English path back', () => {
    for (const path of ['/', '/about', '/blog/life-insurance-guide']) {
      expect(localeOfPath(localizedPath('es', path))).toBe('es');
      expect(englishPathOf(localizedPath('es', path))).toBe(path);
      expect(localeOfPath(path)).toBe('en');
      expect(englishPathOf(path)).toBe(path);
    }
  });

  it('does not take a path that merely starts with "es" for Spanish', () => {
    expect(localeOfPath('/essentials')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
  });
});

describe('routerOptions', () => {
  it('gives Spanish pages the /es base, and never a link or navigation to /es/', () => {
    const spanish = routerOptions('es');
    expect(spanish.base).toBe('/es');
    expect(spanish.hrefs('/es/')).toBe('/es');
    expect(spanish.hrefs('/es/?category=Claims')).toBe('/es?category=Claims');
    expect(spanish.hrefs('/es/about')).toBe('/es/about');
    const navigations: string[] = [];
    spanish.aroundNav((to) => navigations.push(to), '/es/', {});
    expect(navigations).toEqual(['/es']);
  });

  it('leaves English pages as they were', () => {
    const english = routerOptions('en');
    expect(english.base).toBe('');
    expect(english.hrefs('/about')).toBe('/about');
  });
});
