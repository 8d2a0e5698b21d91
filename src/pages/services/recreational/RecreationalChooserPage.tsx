import { ServicePage } from '../../../components/services/ServicePage';
import { recreationalChooser } from '../../../content/services/personal/recreational';

/** /services/recreational: the five recreational vehicles to choose from, with a back link home. */
export default function RecreationalChooserPage() {
  return <ServicePage content={recreationalChooser} />;
}
