import { LegalLayout } from '../../components/ui/LegalLayout';
import type * as Copy from '../../content/legal/terms';

export default function TermsPage({ copy }: { copy: typeof Copy }) {
  return <LegalLayout document={copy.termsOfService} />;
}
