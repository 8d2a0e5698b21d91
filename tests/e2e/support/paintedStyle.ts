/**
 * What a page looks like, element by element, for comparing the page as its
 * inlined critical CSS paints it with the same page once its full
 * stylesheet has arrived (tests/e2e/critical-css.spec.ts). Runs inside the
 * page (`page.evaluate(paintedStyle)`), so it is self-contained.
 */

/** One element: a name a reader can find it by, its box, and the computed values a visitor sees. */
export interface PaintedElement {
  name: string;
  box: string;
  style: string;
}

/** Every element of the body but the stylesheet's own link, in document order. */
export function paintedStyle(): PaintedElement[] {
  const SEEN = [
    'display',
    'visibility',
    'position',
    'color',
    'background-color',
    'background-image',
    'font-size',
    'font-weight',
    'line-height',
    'border-top-width',
    'border-top-color',
    'border-radius',
    'box-shadow',
    'outline-style',
    'outline-width',
    'outline-color',
    'text-decoration-line',
    'opacity',
    'transform',
    'content-visibility',
  ];
  const round = (value: number) => Math.round(value * 2) / 2;
  const name = (el: Element) => {
    const classes = [...el.classList].slice(0, 3).join('.');
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''} "${text}"`;
  };
  return [...document.body.querySelectorAll('*')]
    .filter((el) => !(el instanceof HTMLLinkElement))
    .map((el) => {
      const r = el.getBoundingClientRect();
      const computed = getComputedStyle(el);
      return {
        name: name(el),
        box: `${round(r.x)},${round(r.y)} ${round(r.width)}x${round(r.height)}`,
        style: SEEN.map((property) => `${property}: ${computed.getPropertyValue(property)}`).join('; '),
      };
    });
}

/** Where two snapshots of the same document differ: one line per element, at most `limit`. */
export function paintedDifferences(before: PaintedElement[], after: PaintedElement[], limit = 12): string[] {
  if (before.length !== after.length) return [`${before.length} elements before the stylesheet, ${after.length} after`];
  const lines: string[] = [];
  before.forEach((element, i) => {
    const other = after[i];
    if (element.box !== other.box) lines.push(`${element.name}: box ${element.box} before the stylesheet, ${other.box} after`);
    else if (element.style !== other.style) {
      const was = element.style.split('; ');
      const is = other.style.split('; ');
      const changed = was.flatMap((value, j) => (value === is[j] ? [] : [`${value} → ${is[j].split(': ')[1]}`]));
      lines.push(`${element.name}: ${changed.join(', ')}`);
    }
  });
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`] : lines;
}
