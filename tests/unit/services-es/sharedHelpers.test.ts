// @vitest-environment node
/**
 * Every Spanish coverage page's copy, built with the shared helpers (cardOf,
 * quoteAndCallActions, the recreational, commercial and transportation
 * frames): no string of it is left as its English twin wrote it, and the
 * helpers' output (cards, buttons, back links) is the Spanish registry
 * copy's, with the English page's paths, icons and anchors.
 */
import { describe, expect, it } from 'vitest';
import { coveragePages, type CardKey } from '../../../src/content/services/registry';
import { cardOf as englishCardOf } from '../../../src/content/services/cards';
import { cardOf } from '../../../src/content/es/services/cards';
import { quoteAndCallActions } from '../../../src/content/es/services/quoteSection';
import type { ServicePageContent } from '../../../src/content/services/types';

const english = import.meta.glob<ServicePageContent>('../../../src/content/services/pages/*.ts', { eager: true, import: 'default' });
const spanish = import.meta.glob<ServicePageContent>('../../../src/content/es/services/pages/*.ts', { eager: true, import: 'default' });
const keyOf = (file: string) => file.replace(/^.*\/(\w+)\.ts$/, '$1');
const pages = Object.entries(spanish).map(([file, content]) => ({
  key: keyOf(file),
  es: content,
  en: english[file.replace('/es/services/', '/services/')]!,
}));

/** What is not copy: addresses, anchors, icons, the form (the forms' own words are checked with the forms), figures. */
const NOT_COPY = new Set(['href', 'path', 'src', 'icon', 'id', 'kind', 'target', 'tone', 'form', 'value', 'columns']);

/** Every piece of copy in a page's data, with where it sits ("sections.2.cards.0.title"). */
function copyOf(value: unknown, at = ''): [string, string][] {
  // Punctuation alone (a footnote's closing ".") is the same in both languages.
  if (typeof value === 'string') return /\p{L}/u.test(value) ? [[at, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => copyOf(item, `${at}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (NOT_COPY.has(key) ? [] : copyOf(item, at ? `${at}.${key}` : key)));
  return [];
}

/** The buttons, cards and back link: what the shared helpers put in a page. */
function helperOutput(content: ServicePageContent) {
  return {
    backLink: content.backLink,
    actions: [...(content.hero.actions ?? []), ...content.sections.flatMap((section) => (section.kind === 'actions' ? section.actions : []))],
    cards: content.sections.flatMap((section) => (section.kind === 'cards' ? section.cards : [])),
  };
}

/** Copy that is the same word in both languages. */
const SAME_IN_BOTH = new Set(['Auto']);

describe('the Spanish coverage pages', () => {
  it('has a twin for every English page', () => {
    expect(pages.map((page) => page.key).sort()).toEqual(coveragePages.map((page) => page.key).sort());
  });

  it.each(pages)('$key: no copy is left as the English page writes it', ({ en, es }) => {
    const englishCopy = new Set(copyOf(en).map(([, text]) => text));
    const leftEnglish = copyOf(es).filter(([, text]) => englishCopy.has(text) && !SAME_IN_BOTH.has(text));
    expect(leftEnglish).toEqual([]);
  });

  it.each(pages)("$key: the helpers' buttons, cards and back link are Spanish, with the English page's targets", ({ en, es }) => {
    const [english, spanish] = [helperOutput(en), helperOutput(es)];
    expect(spanish.backLink?.href).toBe(english.backLink?.href);
    if (english.backLink) expect(spanish.backLink!.label).not.toBe(english.backLink.label);
    expect(spanish.actions.map((action) => action.kind)).toEqual(english.actions.map((action) => action.kind));
    spanish.actions.forEach((action, index) => {
      if (action.label !== undefined) expect(action.label).not.toBe(english.actions[index]!.label);
    });
    const englishCards = new Map(english.cards.map((card) => [card.path ?? card.title, card]));
    for (const card of spanish.cards.filter((card) => card.path)) {
      const twin = englishCards.get(card.path!);
      if (!twin) continue;
      expect(card.title, card.path).not.toBe(twin.title);
      expect(card.description, card.path).not.toBe(twin.description);
      if (twin.linkLabel) expect(card.linkLabel, card.path).not.toBe(twin.linkLabel);
    }
  });
});

describe("the Spanish registry's cards", () => {
  const cardKeys = coveragePages.filter((page) => page.card).map((page) => page.key as CardKey);

  it.each(cardKeys)("%s: Spanish title and description, the registry's path and icon", (key) => {
    const [card, twin] = [cardOf(key), englishCardOf(key)];
    expect({ ...card, title: undefined, description: undefined }).toEqual({ ...twin, title: undefined, description: undefined });
    expect(card.title).not.toBe(twin.title);
    expect(card.description).not.toBe(twin.description);
  });

  it('offers the quote and the call in Spanish', () => {
    expect(quoteAndCallActions()).toEqual([
      { kind: 'scroll', label: 'Obtenga una cotización gratis', target: 'quote' },
      { kind: 'phone', label: 'Hable con un agente' },
    ]);
  });
});
