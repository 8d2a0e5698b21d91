/**
 * The page a form lands on when the browser posted it by itself (no script):
 * the relay redirects to it (`_next`). Its copy repeats the success toast's
 * words, so both paths thank the visitor the same way.
 */
export const thanksPage = {
  path: '/thanks',
  title: 'Thank you',
  text: 'Thank you, your request was sent, our team will get in touch with you shortly!',
  links: [
    { label: 'Back to the home page', path: '/' },
    { label: 'Read our insurance articles', path: '/blog' },
  ],
} as const;
