import { agency } from '../config/agency';

/** The web app manifest: name, colours and icon, from the config. */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: agency.name,
      short_name: agency.name.split(' ').slice(0, 2).join(' '),
      description: agency.tagline,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#123a61',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  );
}
