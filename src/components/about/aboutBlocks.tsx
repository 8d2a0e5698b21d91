/**
 * The About page's own blocks (src/content/pages/about.yaml): text in a
 * narrow column, a photo beside text, links to the coverage pages in groups,
 * and the office with its map (which the Contact page may hold too).
 */
import type { PageCopy } from '../../content/model/pages';
import { IconList } from '../../ui/IconList';
import { InfoCard } from '../../ui/InfoCard';
import { LinkGrid } from '../../ui/LinkGrid';
import { MapFrame } from '../../ui/MapFrame';
import { MediaSplit } from '../../ui/MediaSplit';
import { Section } from '../../ui/Section';
import { SectionHeading } from '../../ui/SectionHeading';
import { frameProps, type BlockViewProps } from '../sections/blockView';

type Block<K extends string> = Extract<PageCopy<'about'>['sections'][number], { kind: K }>;

/** The map beside the office's card. */
const OFFICE_MAP_HEIGHT = 350;

export function ProseSection({ section, tone }: BlockViewProps<Block<'prose'>>) {
  return (
    <Section {...frameProps(section, tone)} width="narrow">
      <div className="space-y-5 text-lg text-gray-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

/** The photo on the left, a heading and points on the right, on a light brand band. */
export function MediaSplitSection({ section }: BlockViewProps<Block<'mediaSplit'>>) {
  const headingId = `${section.id ?? 'media'}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-brand-50 py-14 md:py-20">
      <div className="page-container">
        <MediaSplit image={section.image}>
          <SectionHeading id={headingId} title={section.title} lead={section.lead} align="left" />
          <IconList items={section.points} className="mt-8" />
        </MediaSplit>
      </div>
    </section>
  );
}

export function CoverageLinksSection({ section, tone }: BlockViewProps<Block<'coverageLinks'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <div className="space-y-12">
        {section.groups.map((group) => (
          <div key={group.title}>
            <SectionHeading id={group.id} level={3} title={group.title} lead={group.lead} align="left" className="mb-6" />
            <LinkGrid links={group.links} labelledBy={group.id} />
          </div>
        ))}
      </div>
    </Section>
  );
}

export function OfficeSection({ section, tone }: BlockViewProps<Block<'office'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <InfoCard headingLevel={3} />
        <MapFrame height={OFFICE_MAP_HEIGHT} />
      </div>
    </Section>
  );
}
