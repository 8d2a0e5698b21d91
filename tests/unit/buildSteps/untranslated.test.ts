// @vitest-environment node
/**
 * The site check for English left on Spanish pages (tests/checks/untranslated.ts),
 * on small pages: it names the page and the text, and lets the agency's own
 * facts, numbers and React's text separators through.
 */
import { describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { untranslatedTexts } from '../../checks/untranslated';

const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('untranslatedTexts', () => {
  it('names a Spanish page that shows a text, or a naming attribute, of its English twin', () => {
    const pages = new Map([
      ['/service', page('Client Service', '<h4>Good to know</h4><a aria-label="Make a Payment (opens in a new tab)">x</a>')],
      ['/es/service', page('Servicio al cliente', '<h4>Good to know</h4><a aria-label="Make a Payment (opens in a new tab)">x</a>')],
    ]);
    expect(untranslatedTexts(pages)).toEqual(['/es/service shows its English twin\'s "Good to know", "Make a Payment (opens in a new tab)"']);
  });

  it('lets through what both languages write alike, and pages without a twin', () => {
    const shared = `<p>${agency.name}</p><p>Fax: <!-- -->(630) 555-0143</p><p>12</p><a href="/blog">Blog</a>`;
    const pages = new Map([
      ['/about', page('About', `<h1>About us</h1>${shared}`)],
      ['/es/about', page('Nosotros', `<h1>Sobre nosotros</h1>${shared}`)],
      ['/es/only-spanish', page('Solo', '<p>About us</p>')],
      ['/terms', page('Terms', '<p>Terms &amp; conditions</p>')],
      ['/es/terms', page('Condiciones', '<p>Términos y condiciones</p>')],
    ]);
    expect(untranslatedTexts(pages)).toEqual([]);
  });
});
