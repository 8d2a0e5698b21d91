/** The frame's words in Spanish (twin of src/content/words.ts; glossary: docs/glossary.md). */
import type { Words } from '../words';
import { coverageNames } from './services/coverageNames';

export const words: Words = {
  language: 'Spanish',
  otherLanguage: 'English',
  skipLink: 'Saltar al contenido principal',
  mainNavLabel: 'Principal',
  menu: 'Menú',
  nav: {
    personal: 'Seguros personales',
    commercial: 'Seguros comerciales',
    claims: 'Reclamos',
    about: 'Nosotros',
    blog: 'Blog',
    contact: 'Contacto',
    overview: 'Panorama general',
    getQuote: 'Cotizar',
    clientService: 'Servicio al cliente',
    fileClaim: 'Presentar un reclamo',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    makePayment: 'Hacer un pago',
    signIn: 'Iniciar sesión',
    call: (phone) => `Llame al ${phone}`,
  },
  coverage: coverageNames,
  footer: {
    blurb: (stateName) =>
      `Una agencia de seguros independiente que compara muchas aseguradoras para proteger a familias, negocios y transportistas en todo ${stateName}.`,
    social: (agencyName, network) => `${agencyName} en ${network}`,
    quickLinks: 'Enlaces rápidos',
    contactUs: 'Contáctenos',
    tollFree: 'Línea gratuita:',
    fax: 'Fax:',
    rights: (year, legalName) => `© ${year} ${legalName}. Todos los derechos reservados.`,
  },
  notFound: {
    message: '¡Ups! Página no encontrada',
    home: 'Volver al inicio',
  },
  ui: {
    learnMore: 'Más información',
    cardLinkContext: (title) => ` sobre ${title}`,
    contactTeam: 'Contacte a nuestro equipo',
    note: 'Nota',
    newTab: '(se abre en una pestaña nueva)',
    step: (number) => `Paso ${number}: `,
    contact: {
      callTollFree: 'Llámenos sin costo',
      emailOffice: 'Escriba a nuestra oficina',
      alsoNumber: (alternate) => `también ${alternate}`,
    },
    office: {
      title: 'Nuestra oficina',
      address: 'Dirección',
      phone: 'Teléfono',
      fax: 'Fax',
      email: 'Correo electrónico',
      map: (agencyName, city, stateName) => `Mapa con la oficina de ${agencyName} en ${city}, ${stateName}`,
    },
    hours: {
      title: 'Horario de atención',
      timeZoneNote: (timeZone) => `Todos los horarios están en la hora del Centro (${timeZone}).`,
    },
  },
  dates: {
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    long: (day, month, year) => `${day} de ${month} de ${year}`,
  },
  legal: {
    lastUpdated: 'Última actualización:',
    onThisPage: 'En esta página',
    phone: 'Teléfono:',
    email: 'Correo electrónico:',
    translation: {
      notice: 'Esta traducción se ofrece para su comodidad. Si hay alguna diferencia, prevalece la versión en inglés.',
      englishLink: 'Ver la versión en inglés',
    },
  },
};
