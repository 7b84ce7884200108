import { expect, it } from 'vitest';
import { directionsUrl, openStreetMapEmbedUrl } from './map-links.ts';

it('frames the location in an OpenStreetMap embed with a marker', () => {
  const url = new URL(openStreetMapEmbedUrl({ latitude: 49.2689, longitude: -123.0968 }));
  expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
  expect(url.searchParams.get('bbox')).toBe('-123.1048,49.2649,-123.0888,49.2729');
  expect(url.searchParams.get('marker')).toBe('49.2689,-123.0968');
});

it('asks for directions to the street address', () => {
  const url = new URL(directionsUrl('75 Vulcan Street, Etobicoke, ON M9W 1L4'));
  expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
  expect(url.searchParams.get('api')).toBe('1');
  expect(url.searchParams.get('destination')).toBe('75 Vulcan Street, Etobicoke, ON M9W 1L4');
});
