import { useEffect, useRef } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';

interface Props {
  tileUrl: string;
  center: { lat: number; lng: number };
  zoom: number;
  pin: { lat: number; lng: number } | null;
  onPin: (lat: number, lng: number) => void;
}

/** The map where the owner drops the pin. Leaflet loads only when this step is shown. */
export function MapPin({ tileUrl, center, zoom, pin, onPin }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !box.current || map.current) return;
      const m = L.map(box.current, { scrollWheelZoom: false }).setView([center.lat, center.lng], zoom);
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(m);
      m.on('click', (event) => onPinRef.current(event.latlng.lat, event.latlng.lng));
      map.current = m;
      (box.current as HTMLDivElement & { leafletMap?: LeafletMap }).leafletMap = m;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once per mount; later centre changes move it below.
  }, [tileUrl]);

  useEffect(() => {
    void import('leaflet').then(({ default: L }) => {
      const m = map.current;
      if (!m) return;
      if (!pin) {
        marker.current?.remove();
        marker.current = null;
        m.setView([center.lat, center.lng], zoom);
        return;
      }
      const icon = L.divIcon({ className: 'wz-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });
      if (!marker.current) {
        marker.current = L.marker([pin.lat, pin.lng], { icon, draggable: true, keyboard: true, title: 'Property location' }).addTo(m);
        marker.current.on('dragend', () => {
          const at = marker.current!.getLatLng();
          onPinRef.current(at.lat, at.lng);
        });
      } else marker.current.setLatLng([pin.lat, pin.lng]);
    });
  }, [pin, center.lat, center.lng, zoom]);

  return <div ref={box} className="wz-map" role="application" aria-labelledby="pin-label" data-testid="map" />;
}
