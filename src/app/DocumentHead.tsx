import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { headFor, type HeadData } from '../head/headData';
import { findRoute } from './routes';

function upsert(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  const el = document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
  apply(el);
}

function applyHead(head: HeadData) {
  document.title = head.title;
  upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (el) =>
    el.setAttribute('content', head.description),
  );
  const canonical = document.head.querySelector('link[rel="canonical"]');
  if (head.canonical) {
    upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) =>
      el.setAttribute('href', head.canonical!),
    );
  } else canonical?.remove();
  for (const tag of head.meta) {
    upsert(`meta[${tag.key}="${tag.id}"]`, () => {
      const el = document.createElement('meta');
      el.setAttribute(tag.key, tag.id);
      return el;
    }, (el) => el.setAttribute('content', tag.content));
  }
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
  }
}

/** Keeps the head in step with client-side navigation; the first page's head is prerendered. */
export function DocumentHead() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    applyHead(headFor(findRoute(location)));
  }, [location]);
  return null;
}
