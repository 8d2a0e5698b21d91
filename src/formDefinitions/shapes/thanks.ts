/**
 * The thanks page's shape, the same in both languages: the page a form
 * lands on when the browser posted it by itself (no script), named by the
 * form's `_next` (src/forms/RelayFields.tsx). Its words are the forms'
 * (the success toasts say the same), not a content file's; its title and
 * description are (src/content/site.yaml, docs/content.md). Paths stay English: on a Spanish page the router's
 * base puts them under /es.
 */
export const THANKS_PATH = '/thanks';

export interface ThanksCopy {
  path: typeof THANKS_PATH;
  title: string;
  /** The success toast of most forms repeats it, so both paths thank the visitor the same way. */
  text: string;
  links: readonly [{ label: string; path: '/' }, { label: string; path: '/blog' }];
}
