// A map of stays (issue 13): the product page's location and the results' map view. Leaflet draws
// it; its code and styles load only when the map comes near the screen. The tiles come from the
// deployment's configuration (MAP_TILE_URL, in the boot data); without tiles, or where they cannot
// load (tests, offline), the pins still stand in their true places over a plain background, with
// the scale. Each pin is a focusable button showing its label (a price, or the stay's name) and
// opens what `onPin` says.
import { useEffect, useRef, useState } from 'react';
import type { BootData } from '../mf/contract';
import { useNearViewport } from './use-near-viewport';
import './stay-map.css';

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

export interface StayMapProps {
  pins: MapPin[];
  /** The map's accessible name. */
  label: string;
  onPin?: (id: number) => void;
  /** Zoom when there is one pin. */
  zoom?: number;
  className?: string;
}

type Leaflet = typeof import('leaflet');

function tiles(): BootData['mapTiles'] {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { __STAY_BOOT__?: Partial<BootData> }).__STAY_BOOT__?.mapTiles ?? null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

export function StayMap({ pins, label, onPin, zoom = 15, className }: StayMapProps) {
  const box = useRef<HTMLDivElement>(null);
  // The map's code loads once the box comes near the screen.
  const near = useNearViewport(box, { margin: '400px' });
  const [leaflet, setLeaflet] = useState<Leaflet | null>(null);
  const [failed, setFailed] = useState(false);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;

  useEffect(() => {
    if (!near || leaflet) return;
    let live = true;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([mod]) => live && setLeaflet((mod as unknown as { default?: Leaflet }).default ?? (mod as unknown as Leaflet)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [near, leaflet]);

  // The map and its pins.
  useEffect(() => {
    const el = box.current;
    if (!leaflet || !el) return;
    const L = leaflet;
    const map = L.map(el, { zoomControl: true, attributionControl: true, scrollWheelZoom: false });
    const source = tiles();
    if (source) L.tileLayer(source.url, { attribution: source.attribution, maxZoom: 19 }).addTo(map);
    L.control.scale({ imperial: false }).addTo(map);
    // The view first: Leaflet draws a marker (and gives it its element) only on a map with a view.
    const bounds = pinBounds(pins);
    if (!bounds) map.setView([37.5665, 126.978], 11);
    else if (pins.length === 1) map.setView([pins[0]!.lat, pins[0]!.lng], zoom);
    // A pin's price label sits centred above its point (about 90 x 30 px with its tail): the edges keep
    // half a label's width at the sides and a whole label's height at the top, so none is cut.
    else map.fitBounds(bounds, { paddingTopLeft: [56, 48], paddingBottomRight: [56, 16], maxZoom: zoom });
    for (const pin of pins) {
      const icon = L.divIcon({
        className: `st-map-pin${pin.active ? ' st-map-pin--active' : ''}`,
        html: `<span class="st-map-pin__label">${escapeHtml(pin.label)}</span>`,
        iconSize: undefined,
        iconAnchor: [0, 0],
      });
      const marker = L.marker([pin.lat, pin.lng], { icon, title: pin.title ?? pin.label, alt: pin.title ?? pin.label, keyboard: true, riseOnHover: true });
      marker.on('click', () => onPinRef.current?.(pin.id));
      marker.addTo(map);
      const node = marker.getElement();
      if (node) {
        node.dataset.pin = String(pin.id);
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', pin.title ?? pin.label);
      }
    }
    // The box can still change size (styles arriving, a scroll bar): keep the view centred on it.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize({ animate: false }));
    resized?.observe(el);
    return () => {
      resized?.disconnect();
      map.remove();
    };
  }, [leaflet, pins, zoom]);

  return (
    <div className={['st-map', tiles() ? '' : 'st-map--plain', className].filter(Boolean).join(' ')} role="region" aria-label={label} aria-busy={near && !leaflet && !failed}>
      <div ref={box} className="st-map__canvas" data-testid="stay-map" data-map-ready={leaflet ? 'true' : 'false'} />
    </div>
  );
}
