import { ServicePage } from '../../components/services/ServicePage';
import { autoPage } from '../../content/services/personal/auto';

/** /services/auto: coverages, why choose us, FAQs, the auto quick quote form, related services. */
export default function AutoPage() {
  return <ServicePage content={autoPage} />;
}
