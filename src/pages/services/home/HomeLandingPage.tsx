import { ServicePage } from '../../../components/services/ServicePage';
import { homePage } from '../../../content/services/personal/home';

/** /services/home: homeowners or renters, coverages, reasons, FAQs, the home quote form. */
export default function HomeLandingPage() {
  return <ServicePage content={homePage} />;
}
