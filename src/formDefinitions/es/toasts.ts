/** The toast texts several Spanish forms share (twin of ../toasts.ts). */
import { derivedFacts } from '../../config/derivedFacts';
import type { SharedToasts } from '../shapes/language';
import { thanksPage } from './thanks';

const genericFailure = { title: 'Hubo un error al enviar su solicitud. Inténtelo de nuevo.' };

export const toasts: SharedToasts = {
  thankYou: { title: thanksPage.text },
  genericFailure,
  requestFailure: { ...genericFailure, description: `Inténtelo de nuevo o llámenos directamente al ${derivedFacts.phone.display}.` },
  quoteFailure: { title: 'Hubo un error al enviar su solicitud de cotización', description: 'Inténtelo de nuevo o comuníquese directamente con nosotros.' },
  backSoon: 'Nos comunicaremos con usted lo antes posible.',
};
