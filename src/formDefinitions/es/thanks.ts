/** The thanks page's Spanish copy (twin of ../thanks.ts; texts of docs/glossary.md). */
import { THANKS_PATH, type ThanksCopy } from '../shapes/thanks';

export const thanksPage: ThanksCopy = {
  path: THANKS_PATH,
  title: 'Gracias',
  text: '¡Gracias! Su solicitud fue enviada; nuestro equipo se comunicará con usted en breve.',
  links: [
    { label: 'Volver al inicio', path: '/' },
    { label: 'Lea nuestros artículos sobre seguros', path: '/blog' },
  ],
};
