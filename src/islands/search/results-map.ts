/**
 * The listings of a results page on a map, one price pin each. The pins are the cards themselves (their
 * coordinates, price and title link), so the page sends no second copy of them and renders nothing more
 * for the map. Leaflet and its styles are fetched the first time someone opens the map.
 */
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

async function draw(box: HTMLElement, pins: Pin[], tileUrl: string) {
  const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  const L = leaflet.default ?? leaflet;
  const map = L.map(box, { scrollWheelZoom: false });
  L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
  const bounds = L.latLngBounds([]);
  for (const pin of pins) {
    // Labels and popups are built as text, never parsed as HTML.
    const label = document.createElement('span');
    label.textContent = pinLabel(pin.price);
    const icon = L.divIcon({ className: 'price-pin', html: label, iconSize: [0, 0] });
    const marker = L.marker([pin.lat, pin.lng], { icon, title: pin.title, alt: pin.title, keyboard: true, riseOnHover: true }).addTo(map);
    const link = document.createElement('a');
    link.href = pin.href;
    link.textContent = pin.title;
    const popup = document.createElement('div');
    popup.append(link, document.createElement('br'), pin.price);
    marker.bindPopup(popup);
    bounds.extend([pin.lat, pin.lng]);
  }
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  else map.setView([30.4, 69.3], 5);
}

/** Draws the map inside `details[data-results-map]` the first time it is opened. */
export function startResultsMap() {
  const details = document.querySelector<HTMLDetailsElement>('details[data-results-map]');
  const box = details?.querySelector<HTMLElement>('[data-results-map-canvas]');
  if (!details || !box) return;
  const open = () => {
    if (!details.open) return;
    details.removeEventListener('toggle', open);
    draw(box, pinsOfCards(document), details.dataset.tiles ?? '').catch(() => {
      details.querySelector<HTMLElement>('[data-results-map-failed]')?.removeAttribute('hidden');
    });
  };
  details.addEventListener('toggle', open);
  open();
}
