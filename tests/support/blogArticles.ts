/**
 * The specification's six blog articles (docs/specification.md), written out
 * by hand: each one's address, title, category, the sentences and terms its
 * body must hold and its call to action. The browser tests check the pages
 * show them (tests/e2e/blog.spec.ts); the site checks, that the prerendered
 * HTML holds them (tests/checks/blog.ts).
 */

export const TITLES = {
  auto: 'Understanding Auto Insurance Coverage Options',
  home: 'Five Factors That Affect Your Home Insurance Premium',
  life: 'A Practical Guide to Life Insurance',
  business: 'Business Insurance Essentials',
  claims: 'How to File an Insurance Claim',
  health: 'Choosing a Health Insurance Plan',
};

export interface ArticleCase {
  path: string;
  title: string;
  category: string;
  /** Sentences and terms docs/specification.md requires in the body (no apostrophes or ampersands: they are escaped in raw HTML). */
  facts: string[];
  cta: { label: string; href: string };
}

const QUOTE = { label: 'Get a Quote', href: '/contact?subject=quote' };

export const ARTICLES: ArticleCase[] = [
  {
    path: '/blog/auto-insurance-coverage-options',
    title: TITLES.auto,
    category: 'Auto Insurance',
    facts: [
      'Bodily injury liability',
      'Property damage liability',
      'Collision coverage',
      'Comprehensive coverage',
      'Personal injury protection (PIP)',
      'Uninsured and underinsured motorist coverage',
      'Factors to weigh when you choose coverage',
      'Ways to save without losing protection',
    ],
    cta: QUOTE,
  },
  {
    path: '/blog/home-insurance-premium-factors',
    title: TITLES.home,
    category: 'Home Insurance',
    facts: [
      '1. Where your home is',
      '2. The age, condition and construction of the home',
      '3. What it would cost to rebuild',
      '4. Your claims history',
      '5. Your credit-based insurance score',
      'How to lower your premium',
    ],
    cta: QUOTE,
  },
  {
    path: '/blog/life-insurance-guide',
    title: TITLES.life,
    category: 'Life Insurance',
    facts: ['Term life insurance', 'Whole life insurance', 'Universal life insurance', '10 to 12 times your annual income', '10, 20 or 30 years'],
    cta: QUOTE,
  },
  {
    path: '/blog/business-insurance-essentials',
    title: TITLES.business,
    category: 'Business Insurance',
    facts: [
      'General liability',
      'Commercial property',
      'Workers',
      'Professional liability',
      'Cyber liability',
      'Business interruption',
      'Commercial auto',
      'Key person insurance',
    ],
    cta: QUOTE,
  },
  {
    path: '/blog/how-to-file-insurance-claim',
    title: TITLES.claims,
    category: 'Claims',
    facts: ['Step by step after a car accident', 'within 24 hours if possible', 'Why report within 24 hours'],
    cta: { label: 'File a Claim', href: '/claims' },
  },
  {
    path: '/blog/health-insurance-plans-guide',
    title: TITLES.health,
    category: 'Health Insurance',
    facts: [
      'HMO: Health Maintenance Organization',
      'PPO: Preferred Provider Organization',
      'EPO: Exclusive Provider Organization',
      'POS: Point of Service',
      'Essential health benefits',
      'Key terms to know',
      'Out-of-pocket maximum',
    ],
    cta: { label: 'Get Help Now', href: '/contact?subject=quote' },
  },
];
