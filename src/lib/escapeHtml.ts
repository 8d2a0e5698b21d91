/**
 * Text made safe inside HTML, as an element's text or a double-quoted
 * attribute: the head, the development server's content banner and the
 * lead relay's own short pages write their HTML with it.
 */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
