/**
 * Each fixed page's module in one language (virtual:content/page/<page>/<locale>), typed by its model.
 * Written by src/buildSteps/content/pageModuleTypes.ts from the fixed pages of src/content/model/pages.ts: do not edit.
 */
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module 'virtual:content/page/home/*' {
  const copy: import('./model/pages').PageCopy<'home'>;
  export default copy;
}

declare module 'virtual:content/page/about/*' {
  const copy: import('./model/pages').PageCopy<'about'>;
  export default copy;
}

declare module 'virtual:content/page/contact/*' {
  const copy: import('./model/pages').PageCopy<'contact'>;
  export default copy;
}

declare module 'virtual:content/page/claims/*' {
  const copy: import('./model/pages').PageCopy<'claims'>;
  export default copy;
}

declare module 'virtual:content/page/clientService/*' {
  const copy: import('./model/pages').PageCopy<'clientService'>;
  export default copy;
}

declare module 'virtual:content/page/blog/*' {
  const copy: import('./model/pages').PageCopy<'blog'>;
  export default copy;
}

declare module 'virtual:content/page/privacy/*' {
  const copy: import('./model/pages').PageCopy<'privacy'>;
  export default copy;
}

declare module 'virtual:content/page/terms/*' {
  const copy: import('./model/pages').PageCopy<'terms'>;
  export default copy;
}
