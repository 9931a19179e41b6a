/**
 * The listings of a results page on a map, each with a price pin. The pins are the cards themselves (their
 * coordinates, price and title link), so the page sends no second copy of them and renders nothing more
 * for the map. Leaflet and its styles are fetched the first time someone opens the map. Pins that would
 * cover each other are drawn as one until the map is zoomed in (pin-groups.ts).
 */
import type { LeafletKeyboardEvent, Map as LeafletMap, Marker } from 'leaflet';
import { groupLabel, overlapGroups } from './pin-groups';

type Leaflet = typeof import('leaflet');

interface Pin {
  lat: number;
  lng: number;
  title: string;
  price: string;
  href: string;
}

/** The pins of the cards on the page that have coordinates. */
export function pinsOfCards(root: ParentNode): Pin[] {
  return [...root.querySelectorAll<HTMLElement>('article[data-lat][data-lng]')].flatMap((card) => {
    const link = card.querySelector<HTMLAnchorElement>('.title a');
    const lat = Number(card.dataset.lat);
    const lng = Number(card.dataset.lng);
    if (!link || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const price = card.querySelector('.price')?.textContent?.trim() ?? '';
    return [{ lat, lng, title: link.textContent?.trim() ?? '', price, href: link.href }];
  });
}

/**
 * A pin's label: the card's price without 'PKR ' ('4.68 Crore'), so thirty pins in one city overlap
 * less, and without a rent's ' /month'; the popup keeps the price as the card shows it. Other currencies
 * keep their sign or code.
 */
export function pinLabel(price: string): string {
  return price.replace(/^PKR\s+/, '').replace(/\s*\/month$/, '');
}

/** The closest the map zooms in to pull a group apart: streets, not single houses. */
const GROUP_MAX_ZOOM = 18;

/** A listing's pin ('4.68 Crore'), whose popup leads to it. */
function pinMarker(L: Leaflet, pin: Pin): Marker {
  // Labels and popups are built as text, never parsed as HTML.
  const label = document.createElement('span');
  label.textContent = pinLabel(pin.price);
  const icon = L.divIcon({ className: 'price-pin', html: label, iconSize: [0, 0] });
  const marker = L.marker([pin.lat, pin.lng], { icon, title: pin.title, alt: pin.title, keyboard: true, riseOnHover: true });
  const popup = document.createElement('div');
  popup.append(listingLink(pin), document.createElement('br'), pin.price);
  return marker.bindPopup(popup);
}

function listingLink(pin: Pin): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = pin.href;
  link.textContent = pin.title;
  return link;
}

/**
 * Pins that would cover each other, as one ('5 listings') where the first of them is: pressed, the map
 * zooms in on them until they part; listings so close that even the closest zoom cannot part them are
 * listed in its popup instead. Drawn where its first pin is, not in the middle, it cannot cover another
 * pin either (overlapGroups keeps first pins apart).
 */
function groupMarker(L: Leaflet, map: LeafletMap, pins: Pin[]): Marker {
  const label = document.createElement('span');
  label.textContent = groupLabel(pins.length);
  const icon = L.divIcon({ className: 'price-pin group', html: label, iconSize: [0, 0] });
  const parts = overlapGroups(pins.map((p) => map.project([p.lat, p.lng], GROUP_MAX_ZOOM))).length > 1;
  const title = parts ? `Zoom in on ${groupLabel(pins.length)}` : `Show ${groupLabel(pins.length)} here`;
  const marker = L.marker([pins[0].lat, pins[0].lng], { icon, title, alt: title, keyboard: true, riseOnHover: true, zIndexOffset: 500 });
  if (parts) {
    const bounds = L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number]));
    const zoomIn = () => map.fitBounds(bounds, { padding: [48, 48], maxZoom: GROUP_MAX_ZOOM });
    marker.on('click', zoomIn);
    // Leaflet answers Enter on a pin only for pins with a popup; this one is a button too.
    marker.on('keypress', (event) => {
      if ((event as LeafletKeyboardEvent).originalEvent.key === 'Enter') zoomIn();
    });
    return marker;
  }
  const list = document.createElement('ul');
  list.className = 'pin-list';
  for (const pin of pins) {
    const item = document.createElement('li');
    item.append(listingLink(pin), document.createElement('br'), pin.price);
    list.append(item);
  }
  return marker.bindPopup(list);
}

/** `tiles`: the map's tile source as the page carries it (data-tiles); its rule loads with Leaflet, on opening. */
async function draw(box: HTMLElement, pins: Pin[], tiles: string | undefined) {
  const [leaflet, { addTiles, readTileSource }] = await Promise.all([import('leaflet'), import('@/lib/maps/tiles'), import('leaflet/dist/leaflet.css')]);
  const L = leaflet.default ?? leaflet;
  const map = L.map(box, { scrollWheelZoom: false });
  addTiles(L, map, readTileSource(tiles));
  const bounds = L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number]));
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  else map.setView([30.4, 69.3], 5);
  // Drawn again at every zoom: what overlaps depends on it.
  const layer = L.layerGroup().addTo(map);
  const drawPins = () => {
    layer.clearLayers();
    const groups = overlapGroups(pins.map((p) => map.latLngToLayerPoint([p.lat, p.lng])));
    for (const group of groups) {
      layer.addLayer(group.length === 1 ? pinMarker(L, pins[group[0]]) : groupMarker(L, map, group.map((i) => pins[i])));
    }
  };
  drawPins();
  map.on('zoomend', drawPins);
}

/** Draws the map inside `details[data-results-map]` the first time it is opened. */
export function startResultsMap() {
  const details = document.querySelector<HTMLDetailsElement>('details[data-results-map]');
  const box = details?.querySelector<HTMLElement>('[data-results-map-canvas]');
  if (!details || !box) return;
  const open = () => {
    if (!details.open) return;
    details.removeEventListener('toggle', open);
    draw(box, pinsOfCards(document), details.dataset.tiles).catch(() => {
      details.querySelector<HTMLElement>('[data-results-map-failed]')?.removeAttribute('hidden');
    });
  };
  details.addEventListener('toggle', open);
  open();
}
