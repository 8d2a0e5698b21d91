/**
 * Takes the cursor to a field of the open entry's form, from where the
 * preview lists a problem (./preview/PagePreview.tsx): the place's steps
 * (src/content/model/fieldPlace.ts) are the labels and list items the form
 * shows, so the form is walked by them, opening each list and item on the
 * way (Decap draws a collapsed item's fields only once it is opened), and
 * the field's box (in the problem's language) is focused.
 *
 * Decap gives its fields no names to find them by but their labels and
 * their `aria-label="<widget> field"` containers, which is what this reads.
 */
import type { FieldPlace } from '../content/model/fieldPlace';
import type { Locale } from '../i18n/locale';

const FIELD = '[aria-label$=" field"]';

/** A field's own label words (Decap adds a span " (optional)" to the label). */
const labelWords = (container: Element) => {
  const label = container.querySelector('label');
  return label ? [...label.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim() : '';
};

const nextFrame = () => new Promise<void>((done) => setTimeout(done, 60));

/** Waits for the form to draw something after a click (up to a second). */
async function until<T>(find: () => T | undefined | null): Promise<T | undefined> {
  for (let tries = 0; tries < 16; tries += 1) {
    const found = find();
    if (found) return found;
    await nextFrame();
  }
  return undefined;
}

const isShown = (element: Element | null | undefined): element is Element => Boolean(element && (element as HTMLElement).offsetParent !== null);

/** The items of a list field, in order (not those of a list inside one of them). */
const itemsOf = (list: Element) => [...list.querySelectorAll('[class*="SortableListItem"]')].filter((item) => item.closest(FIELD) === list);

/** Opens the list's item `index` (the list, then the item, as a person clicks them) and gives it once its fields show. */
async function openItem(list: Element, index: number): Promise<Element | undefined> {
  // A list drawn collapsed as a whole opens with its "Expand" button.
  const expand = [...list.querySelectorAll<HTMLElement>('[data-testid="expand-button"][aria-label="Expand"]')].find((button) => button.closest(FIELD) === list);
  expand?.click();
  const item = await until(() => itemsOf(list)[index]);
  if (!item) return undefined;
  // A collapsed item shows its summary only: the first button of its top bar opens it.
  if (!isShown(item.querySelector(FIELD))) item.querySelector<HTMLElement>('button')?.click();
  return until(() => (isShown(item.querySelector(FIELD)) ? item : undefined));
}

/** Focuses the field at `place` in the editor's form; false when it could not be found. */
export async function goToField(place: FieldPlace, root: Element = document.body): Promise<boolean> {
  let scope: Element | undefined = root;
  for (const step of place.steps) {
    if (!scope) return false;
    const index = /\[(\d+)\]$/.exec(step.path);
    const within: Element = scope;
    scope = index
      ? await openItem(within, Number(index[1]))
      : await until(() => [...within.querySelectorAll(FIELD)].find((field) => labelWords(field) === step.words && isShown(field)));
  }
  return scope !== undefined && scope !== root && focusIn(scope, place.language);
}

/** Focuses the field's box: the language's, where the field is a text in both. */
function focusIn(field: Element, language: Locale | undefined): boolean {
  const boxes = [...field.querySelectorAll<HTMLElement>('input:not([type=hidden]), textarea, select, [contenteditable="true"], button, [tabindex="0"]')];
  const box = (language && boxes.find((candidate) => candidate.getAttribute('lang') === language)) || boxes[0];
  field.scrollIntoView({ block: 'center' });
  if (!box) return false;
  box.focus();
  return true;
}
