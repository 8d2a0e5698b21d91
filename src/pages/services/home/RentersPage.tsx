import { ServicePage } from '../../../components/services/ServicePage';
import { rentersPage } from '../../../content/services/personal/renters';

/** /services/home/renters: coverages, reasons, the renters form. */
export default function RentersPage() {
  return <ServicePage content={rentersPage} />;
}
