/**
 * Where the view of each kind of block is: its module (under src/) and its
 * export. The content plugin makes of it one module per fixed page that
 * imports the views of exactly the kinds the page's content holds
 * (virtual:content/views/<page>, src/buildSteps/content/siteContent.ts), so the office
 * may put any block on any page and a page's JavaScript holds only what its
 * sections draw. Plain data, read by the build: a kind without its view is a
 * type error here.
 */
import type { FixedPage, PageCopy } from '../../content/model/pages';
import type { CoverageSection } from '../../content/coverageTypes';
import type { BlockViews } from './blockView';

/** The fixed pages made of sections (the blog and the legal pages have layouts of their own). */
export type SectionPage = Exclude<FixedPage, 'blog' | 'privacy' | 'terms'>;
export type AnySection = PageCopy<SectionPage>['sections'][number] | CoverageSection;

/** The views a fixed page's content module brings: one per kind of block it holds (virtual:content/views/<page>). */
export type SectionViews = Partial<BlockViews<AnySection>>;

const at = (module: string, name: string) => ({ module: `src/components/${module}`, name });

export const viewModules: Record<AnySection['kind'], { module: string; name: string }> = {
  cards: at('coverage/CardsSection.tsx', 'CardsSection'),
  reasons: at('coverage/ReasonsSection.tsx', 'ReasonsSection'),
  highlights: at('coverage/HighlightsSection.tsx', 'HighlightsSection'),
  tags: at('coverage/TagsSection.tsx', 'TagsSection'),
  figures: at('coverage/FiguresSection.tsx', 'FiguresSection'),
  text: at('coverage/TextSection.tsx', 'TextSection'),
  note: at('coverage/NoteSection.tsx', 'NoteSection'),
  faq: at('coverage/FaqSection.tsx', 'FaqSection'),
  quote: at('coverage/QuoteSection.tsx', 'QuoteSection'),
  actions: at('coverage/ActionsSection.tsx', 'ActionsSection'),
  features: at('sections/FeaturesSection.tsx', 'FeaturesSection'),
  ctaBand: at('sections/CtaBandSection.tsx', 'CtaBandSection'),
  steps: at('sections/StepsSection.tsx', 'StepsSection'),
  trust: at('home/TrustBar.tsx', 'TrustBar'),
  coverageGrid: at('home/CoverageGrid.tsx', 'CoverageGrid'),
  latestArticles: at('home/LatestArticles.tsx', 'LatestArticles'),
  getStarted: at('home/GetStarted.tsx', 'GetStarted'),
  prose: at('about/aboutBlocks.tsx', 'ProseSection'),
  mediaSplit: at('about/aboutBlocks.tsx', 'MediaSplitSection'),
  coverageLinks: at('about/aboutBlocks.tsx', 'CoverageLinksSection'),
  office: at('about/aboutBlocks.tsx', 'OfficeSection'),
  contactForm: at('contact/contactBlocks.tsx', 'ContactFormSection'),
  map: at('contact/contactBlocks.tsx', 'MapSection'),
  claimForm: at('claims/ClaimFormSection.tsx', 'ClaimFormSection'),
  clientServiceActions: at('clientService/clientServiceBlocks.tsx', 'ClientServiceActionsSection'),
  clientServiceRequests: at('clientService/clientServiceBlocks.tsx', 'ClientServiceRequestsSection'),
};
