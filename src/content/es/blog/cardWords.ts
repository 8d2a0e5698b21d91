/** The words of an article's card in Spanish (twin of src/content/blog/cardWords.ts; categories: docs/glossary.md). */
import type { CardWords } from '../../blog/cardWords';

export const cardWords: CardWords = {
  readArticle: 'Leer el artículo',
  categories: {
    All: 'Todos',
    'Auto Insurance': 'Seguro de auto',
    'Home Insurance': 'Seguro de hogar',
    'Life Insurance': 'Seguro de vida',
    'Business Insurance': 'Seguro para negocios',
    'Health Insurance': 'Seguro de salud',
    Claims: 'Reclamos',
    'Tips & Advice': 'Consejos prácticos',
  },
};
