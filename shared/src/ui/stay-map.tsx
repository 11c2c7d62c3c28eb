// A map of stays: the product page's location and the results' map view. Leaflet draws
// it; its code and styles load only when the map comes near the screen. The tiles come from the
// deployment's configuration (MAP_TILE_URL, in the boot data); without tiles, or where they cannot
// load (tests, offline), the pins still stand in their true places over a plain background, with
// the scale. Each pin is a focusable button showing its label (a price, or the stay's name) and
// opens what `onPin` says; pins that would cover each other are drawn as one (map-clusters.ts).
import { useEffect, useRef, useState } from 'react';
import type { BootData } from '../mf/contract';
import { useStayTranslation } from '../i18n/use-stay-translation';
import type { MapPin } from './map-pins';
import { useNearViewport } from './use-near-viewport';
import './stay-map.css';

export { pinBounds, type MapPin } from './map-pins';

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

export function StayMap({ pins, label, onPin, zoom = 15, className }: StayMapProps) {
  const { t } = useStayTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  // The map's code loads once the box comes near the screen.
  const near = useNearViewport(box, { margin: '400px' });
  const [loaded, setLoaded] = useState<{ L: Leaflet; draw: typeof import('./map-draw').drawMap } | null>(null);
  const [failed, setFailed] = useState(false);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;

  useEffect(() => {
    if (!near || loaded) return;
    let live = true;
    Promise.all([import('leaflet'), import('./map-draw'), import('leaflet/dist/leaflet.css')])
      .then(([mod, { drawMap }]) => live && setLoaded({ L: (mod as unknown as { default?: Leaflet }).default ?? (mod as unknown as Leaflet), draw: drawMap }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [near, loaded]);

  // The map and its pins.
  useEffect(() => {
    const el = box.current;
    if (!loaded || !el) return;
    return loaded.draw(loaded.L, el, { pins, zoom, tiles: tiles() ?? null, t, onPin: () => onPinRef.current });
  }, [loaded, pins, zoom, t]);

  return (
    <div className={['st-map', tiles() ? '' : 'st-map--plain', className].filter(Boolean).join(' ')} role="region" aria-label={label} aria-busy={near && !loaded && !failed}>
      <div ref={box} className="st-map__canvas" data-testid="stay-map" data-map-ready={loaded ? 'true' : 'false'} />
    </div>
  );
}
