/** Spanish copy of the /services/recreational/motor-home page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const motorHomePage = recreationalPage({
  serviceType: 'Motor Home',
  noun: 'casa rodante',
  hero: {
    eyebrow: 'Seguro de vehículos recreativos',
    title: 'Seguro de casa rodante',
    subtitle: 'Una sola póliza para el vehículo que maneja y el hogar en el que vive durante el viaje: casas rodantes Clase A, camionetas cámper Clase B y casas rodantes Clase C.',
    image: { src: 'https://images.unsplash.com/photo-1523987355523-c7b5b0dd90a7', alt: 'Una casa rodante estacionada en un campamento entre pinos' },
  },
  coverage: {
    title: 'Qué cubre el seguro de casa rodante',
    paragraphs: [
      'Una casa rodante es a la vez un vehículo y una vivienda, por eso su póliza combina las coberturas de auto con parte de lo que ofrece una póliza de hogar. Su costo depende de la clase, del valor y del uso que le dé: algunos fines de semana al año, viajes largos por temporada o vivir en ella todo el año.',
      'Quienes viven en su casa rodante todo el año necesitan más que quienes acampan los fines de semana, incluida una responsabilidad civil que funcione como una póliza de propietarios de vivienda para el lugar donde realmente viven. Le preguntamos cómo viaja y ajustamos la póliza a su manera de viajar.',
    ],
    list: [
      { title: 'Responsabilidad civil y daños físicos', description: 'Las lesiones y los daños que usted cause en el camino, y cobertura de colisión e integral para la propia casa rodante.' },
      { title: 'Responsabilidad civil vacacional', description: 'Lesiones a otras personas en su sitio de campamento mientras la casa rodante está estacionada y se usa como residencia vacacional.' },
      { title: 'Efectos personales', description: 'Ropa, equipos electrónicos, utensilios de cocina, bicicletas y equipo de campamento que lleva a bordo.' },
      { title: 'Reposición por pérdida total', description: 'Una casa rodante nueva de marca y modelo similares si una unidad reciente se declara pérdida total.' },
      { title: 'Gastos de emergencia', description: 'Alojamiento, comidas y el regreso a casa cuando una pérdida cubierta lo deja varado lejos de su hogar.' },
      { title: 'Asistencia en el camino para vehículos grandes', description: 'Remolque y servicio adecuados para una casa rodante, no para un auto de pasajeros.' },
    ],
  },
});

export default motorHomePage;
