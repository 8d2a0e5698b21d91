import type { FormId } from '../../../src/formDefinitions/registry';

/** Where each form lives: one page per form (the recreational form on one of its five pages). */
export const formPages: Record<FormId, string> = {
  quickQuote: '/',
  contact: '/contact',
  claim: '/claims',
  auto: '/services/auto',
  business: '/services/business',
  transportation: '/services/transportation',
  recreational: '/services/recreational/boat-pwc',
  liability: '/services/commercial/liability',
  workersComp: '/services/commercial/workers-comp',
  property: '/services/commercial/property',
  cyber: '/services/commercial/cyber',
  home: '/services/home',
  homeowner: '/services/home/homeowners',
  renters: '/services/home/renters',
  newsletter: '/blog',
  certificate: '/service',
  idCards: '/service',
  policyChange: '/service',
};
