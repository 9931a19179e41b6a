import { useEffect, useRef, useState } from 'react';
import './results-map.css';

export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  title: string;
  /** The price as the card shows it. */
  price: string;
  href: string;
}

interface Props {
  pins: readonly MapPin[];
  /** Leaflet tile address from the MAP_TILE_URL setting. */
  tileUrl: string;
}

/**
 * The listings of this page on a map, one price pin each. Leaflet and its styles are fetched only
 * when the map is shown (the island hydrates when visible), so the results page pays nothing for it
 * until someone opens the map.
 */
export default function ResultsMap({ pins, tileUrl }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([leaflet]) => {
        const L = leaflet.default ?? leaflet;
        if (cancelled || !box.current) return;
        map = L.map(box.current, { scrollWheelZoom: false });
        L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
        const bounds = L.latLngBounds([]);
        for (const pin of pins) {
          // The label is built as text, never parsed as HTML.
          const label = document.createElement('span');
          label.textContent = pin.price;
          const icon = L.divIcon({ className: 'price-pin', html: label, iconSize: [0, 0] });
          const marker = L.marker([pin.lat, pin.lng], { icon, title: pin.title, alt: pin.title, keyboard: true }).addTo(map);
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
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [pins, tileUrl]);

  return (
    <div className="results-map">
      <div ref={box} className="results-map-canvas" role="region" aria-label={`Map of ${pins.length} listings`} />
      {failed && <p className="results-map-failed">The map could not be loaded. The listings are still below.</p>}
    </div>
  );
}
