/** Spanish copy of the /services/recreational/snowmobile page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const snowmobilePage = recreationalPage({
  serviceType: 'Snowmobile',
  noun: 'motonieve',
  hero: {
    eyebrow: 'Seguro de vehículos recreativos',
    title: 'Seguro de motonieve',
    subtitle: 'Protección para su motonieve, para usted en el sendero y para quienes lo acompañan, con un precio pensado para una temporada de pocos meses.',
    image: { src: 'https://images.unsplash.com/photo-1551524559-8af4e6624178', alt: 'Motonieves en un sendero nevado a través de un bosque' },
  },
  coverage: {
    title: 'Qué cubre el seguro de motonieve',
    paragraphs: [
      'Las motonieves que se usan en Illinois deben registrarse ante el Departamento de Recursos Naturales del estado (IDNR), y muchos conductores las llevan en remolque al norte, a Wisconsin y Michigan, para disfrutar de una temporada más larga. Una póliza de motonieve lo acompaña en los senderos de clubes, los lagos congelados y los terrenos privados de cualquiera de esos estados.',
      'Como la temporada es corta, las primas son moderadas. La responsabilidad civil es la parte que los conductores omiten con más frecuencia y la que más a menudo necesitan: una motonieve a alta velocidad puede causar lesiones graves.',
    ],
    list: [
      { title: 'Responsabilidad civil', description: 'Las lesiones y los daños a la propiedad que usted cause en senderos, lagos congelados y terrenos privados.' },
      { title: 'Responsabilidad civil por pasajeros', description: 'Las lesiones de un pasajero que viaja en su motonieve.' },
      { title: 'Colisión', description: 'Un choque contra un árbol, una roca, un poste de cerca u otra motonieve.' },
      { title: 'Cobertura integral', description: 'Robo desde un remolque o del estacionamiento de un refugio, incendio y vandalismo.' },
      { title: 'Indumentaria de seguridad', description: 'Cascos, trajes, guantes y botas dañados en una pérdida cubierta.' },
      { title: 'Cobertura del remolque', description: 'El remolque en el que transporta sus motonieves, contra colisiones y robos.' },
    ],
  },
});

export default snowmobilePage;
