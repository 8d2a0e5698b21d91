/**
 * Which module exports each form's definition (the same file name in each
 * language's folder: ./<module>.ts, ./es/<module>.ts). A page's content
 * names its forms by id; the module the build makes of the page imports
 * the definition from here (src/buildSteps/content/moduleCode.ts), so a page's
 * JavaScript holds only its own forms. A form missing here is a type error.
 */
import type { FormId } from './registry';

export const formModules = {
  quickQuote: 'quickQuote',
  contact: 'contact',
  claim: 'claim',
  auto: 'auto',
  business: 'business',
  transportation: 'transportation',
  recreational: 'recreational',
  liability: 'commercial',
  workersComp: 'commercial',
  property: 'commercial',
  cyber: 'commercial',
  home: 'home',
  homeowner: 'home',
  renters: 'home',
  newsletter: 'newsletter',
  certificate: 'certificate',
  idCards: 'idCards',
  policyChange: 'policyChange',
} as const satisfies Record<FormId, string>;
