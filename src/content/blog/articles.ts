/**
 * Blog article metadata. The blog issue replaces this list with one compiled
 * from the Markdown files' frontmatter, keeping these exports.
 */
export interface ArticleMeta {
  id: string;
  path: string;
  title: string;
  excerpt: string;
  image: string;
}

const article = (id: string, title: string, excerpt: string): ArticleMeta => ({
  id,
  path: `/blog/${id}`,
  title,
  excerpt,
  image: '',
});

export const articles: ArticleMeta[] = [
  article('auto-insurance-coverage-options', 'Understanding Auto Insurance Coverage Options', 'Liability, collision, comprehensive, PIP and uninsured motorist coverage explained, with tips for choosing limits and saving money.'),
  article('home-insurance-premium-factors', 'Five Factors That Affect Your Home Insurance Premium', 'What insurers look at when they price a homeowners policy, and practical ways to lower your premium without losing protection.'),
  article('life-insurance-guide', 'A Practical Guide to Life Insurance', 'Term, whole and universal life compared, how much coverage you need, and how to choose a term length of 10, 20 or 30 years.'),
  article('business-insurance-essentials', 'Business Insurance Essentials', 'The coverages most businesses need, from general liability and property to workers comp, cyber, business interruption and key person.'),
  article('how-to-file-insurance-claim', 'How to File an Insurance Claim', 'Step-by-step guidance for what to do after an accident or loss, and why reporting your claim within 24 hours makes a difference.'),
  article('health-insurance-plans-guide', 'Choosing a Health Insurance Plan', 'HMO, PPO, EPO and POS plans, the metal tiers from bronze to platinum, essential health benefits and the key terms explained.'),
];
