/**
 * The WCAG 2.2 AA checks axe cannot make, as functions that run inside the
 * page (`page.evaluate(fn, arg)`): each reads the laid-out page and returns
 * one line per problem, naming the element, so an empty list passes.
 * Playwright sends a function's source to the page, so each is self-contained:
 * no imports, no helpers from outside its own body.
 *
 * docs/accessibility.md says what each criterion means here and which
 * browser test applies it (tests/e2e/every-route.spec.ts); the red
 * fixtures they are proven on are in tests/e2e/fixtures/layout/.
 */

/** What a problem names: tag, then the start of its text or its label. */
type Describe = (el: Element) => string;

/**
 * The fixed navigation fits the window: every visible link and button of
 * the fixed header's navigation lies inside the window, on one row, on one
 * line (but the brand, the first link, which may take two in a narrow
 * window), overlapping no other, and the bar does not overflow.
 */
export function navFitProblems(): string[] {
  const describe: Describe = (el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const header = [...document.querySelectorAll('header')].find((el) => getComputedStyle(el).position === 'fixed');
  const nav = header?.querySelector('nav');
  if (!header || !nav) return ['no fixed header with a navigation'];
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (nav.scrollWidth > nav.clientWidth + 1) problems.push(`the bar needs ${nav.scrollWidth} px, has ${nav.clientWidth}`);
  const items = [...nav.querySelectorAll('a, button')].filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0);
  const rects = items.map((el) => el.getBoundingClientRect());
  const row = nav.getBoundingClientRect();
  items.forEach((el, i) => {
    const r = rects[i];
    if (r.left < -0.5 || r.right > width + 0.5) problems.push(`${describe(el)} is cut off at the window's edge (${Math.round(r.left)}-${Math.round(r.right)} of ${width})`);
    if (r.top < row.top - 0.5 || r.bottom > row.bottom + 0.5) problems.push(`${describe(el)} leaves the bar's row`);
    const range = document.createRange();
    range.selectNodeContents(el);
    const lineTops = new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)));
    if (lineTops.size > 1 && el !== nav.querySelector('a')) problems.push(`${describe(el)} wraps onto ${lineTops.size} lines`);
    for (let j = i + 1; j < items.length; j++) {
      const o = rects[j];
      if (items[j].contains(el) || el.contains(items[j])) continue;
      const overlapX = Math.min(r.right, o.right) - Math.max(r.left, o.left);
      const overlapY = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${describe(el)} overlaps ${describe(items[j])}`);
    }
  });
  return problems;
}

/**
 * Text is neither clipped nor overlapping, and nothing runs past the window's
 * sides: every line of visible text lies inside each ancestor that hides its
 * overflow and inside the window (unless in a container that scrolls
 * sideways, as a wide table may: 1.4.10's exception), no two lines of
 * different text overlap, and the page does not scroll sideways.
 */
export function textLayoutProblems(): string[] {
  const describe: Describe = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const root = document.documentElement;
  const width = root.clientWidth;
  const problems: string[] = [];
  if (root.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${width} px window`);

  const clips = new Map<Element, { box: DOMRect; scrolls: boolean } | null>();
  /** The nearest ancestors that clip (hidden/clip) or scroll sideways (auto/scroll). */
  const clipOf = (el: Element) => {
    if (!clips.has(el)) {
      const style = getComputedStyle(el);
      const hides = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      clips.set(el, hides || scrolls ? { box: el.getBoundingClientRect(), scrolls } : null);
    }
    return clips.get(el);
  };

  interface Line {
    rect: DOMRect;
    node: Text;
    owner: Element;
  }
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const owner = node.parentElement;
    if (!owner || !node.data.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(owner.tagName)) continue;
    if (!owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const ownerBox = owner.getBoundingClientRect();
    if (ownerBox.width <= 1 || ownerBox.height <= 1) continue; // visually hidden (sr-only)
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1 || rect.bottom <= 0 || rect.right <= 0) continue; // empty, or parked outside the page (the skip link, a honeypot)
      lines.push({ rect, node, owner });
    }
  }

  const reported = new Set<Element>();
  const report = (owner: Element, message: string) => {
    if (reported.has(owner)) return;
    reported.add(owner);
    problems.push(message);
  };
  for (const { rect, owner } of lines) {
    let inSideScroller = false;
    let clipped: Element | null = null;
    for (let el: Element | null = owner; el && el !== root; el = el.parentElement) {
      const clip = clipOf(el);
      if (!clip) continue;
      if (clip.scrolls) inSideScroller = true;
      else if (rect.left < clip.box.left - 1 || rect.right > clip.box.right + 1 || rect.top < clip.box.top - 1 || rect.bottom > clip.box.bottom + 1) {
        clipped = el;
        break;
      }
    }
    if (clipped) report(owner, `${describe(owner)} is clipped by ${describe(clipped).slice(0, 60)}`);
    else if (!inSideScroller && (rect.left < -1 || rect.right > width + 1)) report(owner, `${describe(owner)} runs past the window (${Math.round(rect.left)}-${Math.round(rect.right)} of ${width})`);
  }

  // Content scrolls under the fixed navigation by design; what it may cover is 2.4.11's question (focusStop).
  const fixedLayer = new Map<Element, boolean>();
  const inFixedLayer = (el: Element): boolean => {
    if (!fixedLayer.has(el)) fixedLayer.set(el, ['fixed', 'sticky'].includes(getComputedStyle(el).position) || (el.parentElement ? inFixedLayer(el.parentElement) : false));
    return fixedLayer.get(el) ?? false;
  };
  const sorted = [...lines].sort((a, b) => a.rect.top - b.rect.top);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length && sorted[j].rect.top < a.rect.bottom - 1; j++) {
      const b = sorted[j];
      if (a.node === b.node || inFixedLayer(a.owner) !== inFixedLayer(b.owner)) continue;
      const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (overlapX > 1 && overlapY > 2) report(a.owner, `${describe(a.owner)} overlaps ${describe(b.owner)}`);
    }
  }
  return problems;
}

/**
 * 1.4.10: nothing but a sideways-scrolling container's content runs past the
 * window's sides (images, frames, fields and boxes as well as text).
 */
export function boxesPastTheWindow(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1 || rect.bottom <= 0 || rect.right <= 0) continue; // parked outside the page on purpose
    if (rect.left >= -1 && rect.right <= width + 1) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue; // a sprite's <use> reports the symbol's box
    let inScroller = false;
    for (let up = el.parentElement; up; up = up.parentElement) if (scrollsSideways(up)) inScroller = true;
    if (inScroller) continue;
    // Only the innermost: a box whose child runs past as well is reported through the child.
    if ([...el.children].some((child) => child.getBoundingClientRect().right > width + 1)) continue;
    problems.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" spans ${Math.round(rect.left)}-${Math.round(rect.right)} of ${width}`);
  }
  return problems;
}

/** What a focused element shows and where it sits, read after any scroll it caused has settled. */
export interface FocusStop {
  /** tag and text or label of the focused element; 'body' when focus left the page's controls. */
  label: string;
  /** The problems found at this stop: no indicator, too little contrast, hidden under the header. */
  problems: string[];
  /** The element's identity, the same across the walks of one page (-1 for body). */
  index: number;
}

/**
 * 2.4.7 / 2.4.13 and 2.4.11 for the focused element: an outline of at least
 * 2 px, at 3:1 against what it is drawn on, and no part of the element
 * under a fixed layer (the navigation) that does not hold it.
 */
export async function focusStop(): Promise<FocusStop> {
  // Smooth scrolling into view: measure once the page has stood still for two frames.
  if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') {
    let last = NaN;
    for (let i = 0; i < 120 && window.scrollY !== last; i++) {
      last = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  }
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { label: 'body', problems: [], index: -1 };
  const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  // Positions in the document shift when a field's message appears: number elements as they are met.
  const seen = ((window as unknown as { __focusStops?: { next: number; ids: WeakMap<Element, number> } }).__focusStops ??= { next: 0, ids: new WeakMap() });
  if (!seen.ids.has(el)) seen.ids.set(el, seen.next++);
  const index = seen.ids.get(el) ?? -1;
  const problems: string[] = [];

  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  /**
   * The colours the outline is drawn on: what lies under a point just outside
   * it, from the top down to the first opaque background (a fixed header
   * over a hero shows the hero's), with each gradient's opaque stops on the way.
   */
  const colorsAround = (box: DOMRect, reach: number): number[][] => {
    const x = box.left - reach >= 0 ? box.left - reach : box.right + reach;
    const colors: number[][] = [];
    for (const layer of document.elementsFromPoint(Math.min(x, window.innerWidth - 1), box.top + box.height / 2)) {
      // An outline drawn outside the element is seen against what lies around it; one drawn inside, against the element.
      if (reach > 0 && (layer === el || el.contains(layer))) continue;
      const style = getComputedStyle(layer);
      for (const stop of style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) {
        const [r, g, b, a = 1] = channels(stop);
        if (a >= 0.5) colors.push([r, g, b]);
      }
      const [r, g, b, a = 1] = channels(style.backgroundColor);
      if (a >= 0.5) return [...colors, [r, g, b]];
    }
    return [...colors, [255, 255, 255]];
  };

  const box = el.getBoundingClientRect();
  if (el.tagName !== 'IFRAME') {
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || width < 2) problems.push(`${label} shows no focus outline of 2 px or more`);
    else {
      const outline = channels(style.outlineColor);
      const ratio = Math.min(...colorsAround(box, parseFloat(style.outlineOffset) + width + 1).map((color) => contrast(outline, color)));
      if (ratio < 3) problems.push(`${label}'s focus outline is ${ratio.toFixed(2)}:1 against its background (3:1 needed)`);
    }
  }
  /** A fixed or sticky layer (the navigation, a toast) that does not hold the element. */
  const coverAt = (x: number, y: number) => {
    for (let up = document.elementFromPoint(x, y); up; up = up.parentElement) {
      if (up === el || up.contains(el)) return null;
      if (['fixed', 'sticky'].includes(getComputedStyle(up).position)) return up;
    }
    return null;
  };
  if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) {
    const inset = (lo: number, hi: number, at: number) => Math.min(Math.max(at, lo + 1), hi - 1);
    const points = [
      [inset(box.left, box.right, box.left + 2), inset(box.top, box.bottom, box.top + 2)],
      [inset(box.left, box.right, box.right - 2), inset(box.top, box.bottom, box.top + 2)],
      [box.left + box.width / 2, box.top + box.height / 2],
    ].filter(([x, y]) => x >= 0 && x < window.innerWidth && y >= 0 && y < window.innerHeight);
    const cover = points.map(([x, y]) => coverAt(x, y)).find(Boolean);
    if (cover) problems.push(`${label} is under the fixed ${cover.tagName.toLowerCase()} (its top at ${Math.round(box.top)} px)`);
  }
  if (box.height > 0 && (box.bottom < 0 || box.top > window.innerHeight)) problems.push(`${label} is focused outside the window`);
  return { label, problems, index };
}

/**
 * 2.5.8: every pointer target is at least 24 by 24 CSS px, or is a link
 * inside a line of text, or is spaced so that a 24 px circle on its centre
 * touches no other target and no other small target's circle.
 */
export function targetSizeProblems(): string[] {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  });
  /** 2.5.8's inline exception: a link inside a sentence, sized by the line it is in. */
  const inSentence = (el: HTMLElement) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    return (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  };
  /** A field's labels are the same target as the field. */
  const sameTarget = (a: HTMLElement, b: HTMLElement) => a.contains(b) || b.contains(a) || ('labels' in a && [...((a as HTMLInputElement).labels ?? [])].some((label) => label.contains(b)));
  const boxes = targets.map((el) => el.getBoundingClientRect());
  const small = targets.map((el, i) => (boxes[i].width < 23.5 || boxes[i].height < 23.5) && !inSentence(el));
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const distanceToBox = (p: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  const problems: string[] = [];
  targets.forEach((el, i) => {
    if (!small[i]) return;
    const c = centre(boxes[i]);
    const crowding = targets.find((other, j) => {
      if (j === i || sameTarget(el, other) || sameTarget(other, el)) return false;
      if (distanceToBox(c, boxes[j]) < 12) return true;
      if (small[j]) {
        const o = centre(boxes[j]);
        return Math.hypot(c.x - o.x, c.y - o.y) < 24;
      }
      return false;
    });
    if (crowding) {
      const name = (t: HTMLElement) => `${t.tagName.toLowerCase()} "${(t.getAttribute('aria-label') ?? t.textContent ?? t.getAttribute('name') ?? '').trim().slice(0, 30)}"`;
      problems.push(`${name(el)} is ${Math.round(boxes[i].width)}x${Math.round(boxes[i].height)} px and too close to ${name(crowding)}`);
    }
  });
  return problems;
}

/** 1.4.12's spacing, as an author's or reader's style sheet would set it. */
export const TEXT_SPACING_CSS = `
*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** 1.4.4: text at twice its size (every size in the site's styles is in rem or em). */
export const TEXT_200_CSS = 'html { font-size: 200% !important; }';
