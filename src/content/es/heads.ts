/** Every page's title and meta description in Spanish (twin of src/content/heads.ts; glossary: docs/glossary.md). */
import { agency } from '../../config/agency';
import type { Heads } from '../heads';
import { coverageCopyEs } from './services/registryCopy';

const city = agency.address.city;

export const heads: Heads = {
  pages: {
    home: {
      title: 'Soluciones de seguros en las que puede confiar',
      description: `Agencia de seguros independiente en ${city}, Illinois: seguros de auto, hogar, negocio y transporte de muchas aseguradoras, con cotización en 24 horas.`,
    },
    about: {
      title: 'Nosotros',
      description: `Conozca la agencia independiente de ${city}, Illinois, que compara muchos mercados de seguros para encontrarle la cobertura adecuada a buen precio.`,
    },
    blog: {
      title: 'Artículos y recursos sobre seguros',
      description: 'Guías claras sobre seguros de auto, hogar, vida, negocios y salud, y sobre cómo presentar un reclamo, escritas por agentes de seguros independientes.',
    },
    contact: {
      title: 'Contáctenos',
      description: `Solicite una cotización o haga una pregunta. Llame, escriba o visite nuestra oficina de ${city}, Illinois; un agente le responde en 24 horas hábiles.`,
    },
    claims: {
      title: 'Presentar un reclamo',
      description: 'Inicie su reclamo de seguro en línea. Un representante de reclamos se comunica con usted en 24 horas y le guía con fotos, documentos y próximos pasos.',
    },
    service: {
      title: 'Servicio al cliente',
      description: 'Para clientes: pague una factura, inicie sesión, presente un reclamo o solicite un certificado de seguro, tarjetas de identificación o un cambio de póliza.',
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Cómo recopilamos, usamos, conservamos y protegemos la información personal que comparte en este sitio, y cómo pedirnos que la cambiemos o eliminemos.',
    },
    terms: {
      title: 'Términos del servicio',
      description: 'Las condiciones de uso de este sitio: solo información, no asesoría de seguros; la cobertura se rige por la póliza de la aseguradora; aplica la ley de Illinois.',
    },
    thanks: {
      title: 'Gracias',
      description: 'Su solicitud llegó a nuestra oficina. Un agente se comunicará con usted en breve por teléfono o correo electrónico.',
    },
  },
  coverage: coverageCopyEs,
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe. Vuelva a la página de inicio para encontrar información sobre seguros.',
  },
  homeCrumb: 'Inicio',
};
