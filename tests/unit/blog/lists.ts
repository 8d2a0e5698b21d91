/** Each language's article list as the site's pages get it (virtual:blog-articles/<locale>, src/buildSteps/markdown/blogArticles.ts). */
import english from 'virtual:blog-articles/en';
import spanish from 'virtual:blog-articles/es';
import type { ArticleMeta } from '../../../src/content/blog/articles';
import type { Locale } from '../../../src/i18n/locale';

export const articlesIn = (locale: Locale): ArticleMeta[] => ({ en: english, es: spanish })[locale];

export const articles = english;
