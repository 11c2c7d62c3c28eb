// The drawing of a stay map (stay-map.tsx): Leaflet's map, its pins and the groups of pins that
// would cover each other (map-clusters.ts). It loads with Leaflet, when a map comes near the screen,
// so a page without a map on its first screen does not carry it.
import type { TFunction } from 'i18next';
import { clusterPoints, samePlace } from './map-clusters';
import { pinBounds, type MapPin } from './map-pins';

type Leaflet = typeof import('leaflet');

export interface DrawMapOptions {
  pins: MapPin[];
  zoom: number;
  tiles: { url: string; attribution: string } | null;
  t: TFunction;
  /** Read at each press, so a new handler needs no new map. */
  onPin: () => ((id: number) => void) | undefined;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Draws the map into `el`; returns what takes it down. */
export function drawMap(L: Leaflet, el: HTMLElement, { pins, zoom, tiles: source, t, onPin }: DrawMapOptions): () => void {
  const map = L.map(el, { zoomControl: true, attributionControl: true, scrollWheelZoom: false, maxZoom: 19 });
  if (source) L.tileLayer(source.url, { attribution: source.attribution, maxZoom: 19 }).addTo(map);
  L.control.scale({ imperial: false }).addTo(map);
  // The view first: Leaflet draws a marker (and gives it its element) only on a map with a view.
  const bounds = pinBounds(pins);
  if (!bounds) map.setView([37.5665, 126.978], 11);
  else if (pins.length === 1) map.setView([pins[0]!.lat, pins[0]!.lng], zoom);
  // A pin's price label sits centred above its point (about 90 x 30 px with its tail): the edges keep
  // half a label's width at the sides and a whole label's height at the top, so none is cut.
  else map.fitBounds(bounds, { paddingTopLeft: [56, 48], paddingBottomRight: [56, 16], maxZoom: zoom });
  const layer = L.layerGroup().addTo(map);
  // A mark is a button: a tap, a click, Enter or Space presses it (Leaflet's own keyboard support
  // only opens a bound popup).
  const place = (marker: ReturnType<Leaflet['marker']>, name: string, mark: (node: HTMLElement) => void, press: () => void) => {
    marker.on('click', press);
    marker.addTo(layer);
    const node = marker.getElement();
    if (!node) return;
    mark(node);
    node.setAttribute('role', 'button');
    node.setAttribute('aria-label', name);
    node.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      press();
    });
  };
  const addPin = (pin: MapPin) => {
    const icon = L.divIcon({ className: `st-map-pin${pin.active ? ' st-map-pin--active' : ''}`, html: `<span class="st-map-pin__label">${escapeHtml(pin.label)}</span>`, iconSize: undefined, iconAnchor: [0, 0] });
    const name = pin.title ?? pin.label;
    const marker = L.marker([pin.lat, pin.lng], { icon, title: name, alt: name, keyboard: true, riseOnHover: true });
    place(marker, name, (node) => (node.dataset.pin = String(pin.id)), () => onPin()?.(pin.id));
  };
  // Pins that would cover each other are one pin: the list's first of them, with how many more.
  // Pressing it zooms in until they part; where they stand on one spot it lists them instead.
  const addGroup = (group: MapPin[]) => {
    const first = group[0]!;
    const more = t('map.more', { count: group.length - 1 });
    const icon = L.divIcon({ className: 'st-map-pin st-map-pin--group', html: `<span class="st-map-pin__label">${escapeHtml(first.label)} <span class="st-map-pin__more">${escapeHtml(more)}</span></span>`, iconSize: undefined, iconAnchor: [0, 0] });
    const name = t('map.group', { count: group.length, names: group.map((p) => p.title ?? p.label).join('; ') });
    const marker = L.marker([first.lat, first.lng], { icon, title: name, alt: name, keyboard: true, riseOnHover: true });
    const press = () => {
      if (!samePlace(group) && map.getZoom() < map.getMaxZoom()) {
        map.fitBounds(pinBounds(group)!, { paddingTopLeft: [56, 48], paddingBottomRight: [56, 16] });
        return;
      }
      const list = document.createElement('ul');
      list.className = 'st-map-list';
      for (const pin of group) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'st-map-list__item';
        button.textContent = pin.title ?? pin.label;
        button.dataset.listPin = String(pin.id);
        button.addEventListener('click', () => onPin()?.(pin.id));
        list.appendChild(document.createElement('li')).appendChild(button);
      }
      L.popup({ closeButton: true, autoPan: true, maxWidth: 280 }).setLatLng([first.lat, first.lng]).setContent(list).openOn(map);
      list.querySelector('button')?.focus();
    };
    place(marker, name, (node) => (node.dataset.pinGroup = group.map((p) => p.id).join(',')), press);
  };
  const draw = () => {
    // Focus on a mark stays with its first stay when the marks are drawn anew (after a zoom).
    const focused = document.activeElement instanceof HTMLElement && el.contains(document.activeElement) ? (document.activeElement.dataset.pin ?? document.activeElement.dataset.pinGroup?.split(',')[0]) : undefined;
    layer.clearLayers();
    const points = pins.map((p) => map.latLngToLayerPoint([p.lat, p.lng]));
    for (const members of clusterPoints(points)) {
      const group = members.map((i) => pins[i]!);
      if (group.length === 1) addPin(group[0]!);
      else addGroup(group);
    }
    if (focused) el.querySelector<HTMLElement>(`[data-pin="${focused}"], [data-pin-group^="${focused},"]`)?.focus();
  };
  draw();
  map.on('zoomend', draw);
  // The box can still change size (styles arriving, a scroll bar): keep the view centred on it.
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize({ animate: false }));
  resized?.observe(el);
  return () => {
    resized?.disconnect();
    map.remove();
  };
}
