import { LegalLayout } from '../../components/ui/LegalLayout';
import { termsOfService } from '../../content/legal/terms';

export default function TermsPage() {
  return <LegalLayout document={termsOfService} />;
}
