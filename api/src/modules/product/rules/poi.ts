// POST /v1/products/{id}/poi: nearby places. The catalogue has no points of interest, so they are
// derived deterministically from the stay's own location (its area and city, plus generic kinds
// of place at fixed bearings), with straight-line distances computed from the coordinates.
import type { Locale, Texts } from '../../../lib/locale';

export interface Poi {
  name: string;
  category: 'STATION' | 'AIRPORT' | 'SIGHT' | 'SHOPPING' | 'FOOD' | 'CENTRE';
  lat: number;
  lng: number;
  /** Metres, straight line. */
  distance: number;
}

interface Template {
  category: Poi['category'];
  name: (area: Texts, city: Texts) => Texts;
  /** Offset from the stay in metres (north, east). */
  offset: [number, number];
}

const TEMPLATES: Template[] = [
  { category: 'STATION', name: (a) => ({ ko: `${a.ko}역`, en: `${a.en} Station`, ja: `${a.ja}駅` }), offset: [320, -180] },
  { category: 'FOOD', name: (a) => ({ ko: `${a.ko} 먹자골목`, en: `${a.en} food street`, ja: `${a.ja} グルメ通り` }), offset: [-240, 410] },
  { category: 'SHOPPING', name: (a) => ({ ko: `${a.ko} 쇼핑몰`, en: `${a.en} shopping mall`, ja: `${a.ja} ショッピングモール` }), offset: [650, 520] },
  { category: 'SIGHT', name: (a) => ({ ko: `${a.ko} 공원`, en: `${a.en} Park`, ja: `${a.ja}公園` }), offset: [-900, -700] },
  { category: 'CENTRE', name: (_a, c) => ({ ko: `${c.ko} 시내 중심`, en: `${c.en} city centre`, ja: `${c.ja} 市内中心部` }), offset: [2100, 1500] },
];

const EARTH_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in metres. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_M * Math.asin(Math.sqrt(h)));
}

export function nearbyPlaces(stay: { lat: number; lng: number }, area: Texts, city: Texts, locale: Locale): Poi[] {
  return TEMPLATES.map((t) => {
    const lat = stay.lat + t.offset[0] / 111_320;
    const lng = stay.lng + t.offset[1] / (111_320 * Math.cos(rad(stay.lat)));
    return { name: t.name(area, city)[locale], category: t.category, lat, lng, distance: distanceMetres(stay.lat, stay.lng, lat, lng) };
  }).sort((a, b) => a.distance - b.distance);
}
