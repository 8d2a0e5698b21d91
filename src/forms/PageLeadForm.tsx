/**
 * A lead form as a page places it: <LeadForm> (the form's view, 4-5 KB gzip
 * with its fields) in a Suspense boundary of its own, hydrated after the
 * page. While the app hydrates the prerendered HTML, the boundary stays as
 * the prerender wrote it: a real form that posts by itself and validates
 * natively (docs/forms.md, "Nothing lost"); the view's code loads once the
 * page has hydrated, and React then hydrates the form, keeping what the
 * visitor typed. So no page pays for its form before it is interactive
 * (docs/i18n.md, "Budgets"). Rendered anywhere else (a client navigation,
 * the prerender step, tests), the view is there or loads at once.
 */
import { Suspense, use } from 'react';
import { lazyModule } from '../lib/lazyModule';
import { afterHydration, isHydrating } from '../lib/useHydrated';
import type * as LeadFormModule from './LeadForm';
import type { LeadFormProps } from './LeadForm';

const view = lazyModule(() => import('./LeadForm'));
let viewAfterHydration: Promise<typeof LeadFormModule> | undefined;

/** The view module, loaded before a render that must not suspend (the prerender step, tests). */
export const preloadLeadFormView = () => view.load();

function View(props: LeadFormProps) {
  const module = view.current ?? use(isHydrating() ? (viewAfterHydration ??= afterHydration.then(view.load)) : view.load());
  return <module.LeadForm {...props} />;
}

export function PageLeadForm(props: LeadFormProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
