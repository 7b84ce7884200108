export type MapLocation = { latitude: number; longitude: number };

// About a kilometre around the marker: close enough to read the street names.
const HALF_WIDTH_DEGREES = 0.008;
const HALF_HEIGHT_DEGREES = 0.004;

/** An OpenStreetMap embed centred on the location, with a marker on it. */
export function openStreetMapEmbedUrl({ latitude, longitude }: MapLocation): string {
  const bbox = [
    longitude - HALF_WIDTH_DEGREES,
    latitude - HALF_HEIGHT_DEGREES,
    longitude + HALF_WIDTH_DEGREES,
    latitude + HALF_HEIGHT_DEGREES,
  ]
    .map((degrees) => degrees.toFixed(4))
    .join(',');
  const query = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${latitude},${longitude}` });
  return `https://www.openstreetmap.org/export/embed.html?${query}`;
}

/**
 * Directions to a street address in Google Maps, which opens the maps app on phones. The
 * address, not the map coordinates, so the route ends at the right door.
 */
export function directionsUrl(address: string): string {
  const query = new URLSearchParams({ api: '1', destination: address });
  return `https://www.google.com/maps/dir/?${query}`;
}
