import type { PageCopy } from '../../content/model/pages';

/** A section of the home page (src/content/pages/home.yaml), by kind. */
export type HomeSection<K extends PageCopy<'home'>['sections'][number]['kind']> = Extract<PageCopy<'home'>['sections'][number], { kind: K }>;
