import { LegalLayout } from '../../components/ui/LegalLayout';

export default function TermsPage({ copy }: { copy: typeof import('../../content/legal/terms') }) {
  return <LegalLayout document={copy.termsOfService} />;
}
