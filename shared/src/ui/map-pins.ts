// A pin of a stay map (stay-map.tsx) and the box the pins take.

export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  /** What the pin shows (a price, a name). */
  label: string;
  /** The pin's accessible name, when it should say more than its label. */
  title?: string;
  active?: boolean;
}

/** The pins' bounding box, or null without pins: [[south, west], [north, east]]. */
export function pinBounds(pins: readonly Pick<MapPin, 'lat' | 'lng'>[]): [[number, number], [number, number]] | null {
  if (pins.length === 0) return null;
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

