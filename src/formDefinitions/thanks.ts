/** The thanks page's English copy (twin: es/thanks.ts); its shape in shapes/thanks.ts. */
import { THANKS_PATH, type ThanksCopy } from './shapes/thanks';

export const thanksPage: ThanksCopy = {
  path: THANKS_PATH,
  title: 'Thank you',
  text: 'Thank you, your request was sent, our team will get in touch with you shortly!',
  links: [
    { label: 'Back to the home page', path: '/' },
    { label: 'Read our insurance articles', path: '/blog' },
  ],
};
