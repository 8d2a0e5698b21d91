import { LegalLayout } from '../../ui/LegalLayout';
import type { LegalDocument } from '../../content/legal/types';

/** The privacy policy and the terms of service: one layout, each page's own content file. */
export default function LegalPage({ copy }: { copy: LegalDocument }) {
  return <LegalLayout document={copy} />;
}
