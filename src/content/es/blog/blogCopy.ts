/** The blog's own words in Spanish (twin of src/content/blog/blogCopy.ts): the listing page and the frame around each article. */
import type { articleFrame as englishFrame, blogListing as englishListing } from '../../blog/blogCopy';

import { newsletter } from '../../../forms/definitions/es/newsletter';

export { cardWords } from './cardWords';
/** The blog's articles in this language, newest first. */
export { default as articleList } from 'virtual:blog-articles/es';

export const blogListing: typeof englishListing = {
  eyebrow: 'Blog',
  /** The page's h1; the same words as the route title. */
  title: 'Artículos y recursos sobre seguros',
  subtitle:
    'Guías en lenguaje sencillo de nuestros agentes independientes para elegir su cobertura, reducir sus primas y lograr que le paguen sus reclamos.',
  searchLabel: 'Buscar artículos',
  searchPlaceholder: 'Buscar artículos...',
  categoriesLabel: 'Filtrar artículos por categoría',
  /** Heading of the grid, for screen-reader navigation. */
  gridHeading: 'Artículos',
  count: (shown, total) => `Mostrando ${shown} de ${total} ${total === 1 ? 'artículo' : 'artículos'}`,
  empty: {
    title: 'No se encontraron artículos',
    text: 'Todavía no hay ningún artículo de esta categoría que coincida con esa búsqueda. Pruebe con otra palabra o explore todos los temas.',
    reset: 'Restablecer filtros',
  },
  newsletter: {
    form: newsletter,
    title: 'Suscríbase a nuestro boletín',
    lead: 'Recordatorios de cobertura de cada temporada, formas de ahorrar en sus primas y nuevas guías de nuestros agentes, aproximadamente una vez al mes. Puede darse de baja en cualquier momento.',
  },
};

export const articleFrame: typeof englishFrame = {
  back: { href: '/blog', label: 'Volver al blog' },
  readingTime: (minutes) => `${minutes} min de lectura`,
  tocLabel: 'En este artículo',
  /** The phone button beside each article's own call to action. */
  callLabel: 'Hable con un agente',
  moreTitle: 'Siga leyendo',
  moreCount: 3,
};
