import { createContext, useContext } from 'react';

/**
 * The URL of a page's twin in the other language, from the page's English
 * path, or undefined where the page has none (an article written in one
 * language only). Provided by the app, which knows the route table.
 */
export const TwinContext = createContext<(englishPath: string) => string | undefined>(() => undefined);

export const useTwinOf = () => useContext(TwinContext);
