import { describe, expect, it } from 'vitest';
import { visibleMarks } from '../../../src/lib/visibleMarks';

describe('visibleMarks', () => {
  it('shows a direction override as a mark: a name ending "\\u202Egnp.exe" does not read "exe.png"', () => {
    expect(visibleMarks('invoice\u202Egnp.exe')).toBe('invoice[U+202E]gnp.exe');
  });

  it('marks every invisible or direction-changing character the office must see, one mark each', () => {
    const marked = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\u061C', '\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u2028', '\u2029', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2060', '\u2066', '\u2067', '\u2068', '\u2069', '\uFEFF'];
    for (const character of marked) expect(visibleMarks(`a${character}b`), `U+${character.charCodeAt(0).toString(16)}`).toMatch(/^a\[U\+[0-9A-F]{4}\]b$/);
  });

  it('keeps what a textarea legitimately has (tabs, line breaks) and every visible letter, accent and emoji', () => {
    const text = 'Línea uno\r\n\tdos\nñ مرحبا 🚚 — “quoted”';
    expect(visibleMarks(text)).toBe(text);
  });

  it('marks the tab and line breaks too where text must stay on one line (a name, a label)', () => {
    expect(visibleMarks('email\r\nPhone: 555', { oneLine: true })).toBe('email[U+000D][U+000A]Phone: 555');
    expect(visibleMarks('a\tb', { oneLine: true })).toBe('a[U+0009]b');
  });

  it('changes nothing when applied twice', () => {
    const once = visibleMarks('x\u202Ey\u0000\n', { oneLine: true });
    expect(visibleMarks(once, { oneLine: true })).toBe(once);
  });
});
