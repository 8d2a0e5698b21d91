/** Spanish copy of the /services/recreational/travel-trailer page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const travelTrailerPage = recreationalPage({
  serviceType: 'Travel Trailer',
  noun: 'remolque de viaje',
  hero: {
    eyebrow: 'Seguro de vehículos recreativos',
    title: 'Seguro de remolque de viaje',
    subtitle: 'Cobertura para remolques de viaje, remolques de quinta rueda, remolques plegables y remolques con garaje (toy haulers), y para el tiempo que pasa en el campamento.',
    image: { src: 'https://images.unsplash.com/photo-1504280390367-361c6d9f38f4', alt: 'Un remolque de viaje estacionado junto a un lago al anochecer' },
  },
  coverage: {
    title: 'Qué cubre el seguro de remolque de viaje',
    paragraphs: [
      'Su póliza de auto extiende la responsabilidad civil al remolque mientras lo remolca. No paga la reparación del remolque después de una tormenta, ni su reposición después de un robo, ni cubre lo que guarda adentro, y una vez que el remolque se desengancha en el campamento, su responsabilidad civil es otro asunto.',
      'Una póliza de remolque de viaje cubre esas brechas, ya sea que el remolque pase el verano en un sitio de temporada o el invierno en un lote de almacenamiento.',
    ],
    list: [
      { title: 'Cobertura integral y de colisión', description: 'Granizo, incendio, robo, caída de árboles y daños por un accidente de remolque o un efecto tijera.' },
      { title: 'Reposición por pérdida total', description: 'Un remolque nuevo de marca y modelo similares si un remolque reciente se declara pérdida total, en lugar de su valor depreciado.' },
      { title: 'Responsabilidad civil vacacional', description: 'Lesiones a invitados y vecinos mientras el remolque está estacionado en un campamento y se usa como residencia vacacional.' },
      { title: 'Efectos personales', description: 'Ropa de cama, utensilios de cocina, equipos electrónicos y equipo para actividades al aire libre que guarda en el remolque.' },
      { title: 'Estructuras anexas en un sitio de temporada', description: 'Terrazas, cuartos con mosquitero y cobertizos que construye junto a un remolque que permanece en el mismo sitio toda la temporada.' },
      { title: 'Gastos de emergencia', description: 'Alojamiento y transporte cuando una pérdida cubierta interrumpe el viaje lejos de casa.' },
    ],
  },
});

export default travelTrailerPage;
