import { useEffect, useRef, type KeyboardEvent } from 'react';
import type * as Leaflet from 'leaflet';
import type { Map as LeafletMap, Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addTiles, type TileSource } from '@/lib/maps/tiles';

interface Props {
  tiles: TileSource;
  center: { lat: number; lng: number };
  zoom: number;
  pin: { lat: number; lng: number } | null;
  onPin: (lat: number, lng: number) => void;
  onRemove: () => void;
  /** Ids of the map's name and of the text that says how to use it. */
  labelledBy: string;
  describedBy: string;
}

/** What the keys on the map do, for the map's description (the arrow keys and + and − are Leaflet's own). */
export const MAP_KEYS_TEXT =
  'On the map, the arrow keys move it and + and − zoom. Enter or Space puts the pin at the cross in the middle; Delete takes the pin away.';

/**
 * The map where the owner drops the pin. Leaflet loads only when this step is shown.
 * A click puts the pin where it is; from the keyboard the map is moved under the cross that marks its
 * middle and the pin goes there (Enter or Space on the map, or the button below it), with the same effects.
 */
export function MapPin({ tiles, center, zoom, pin, onPin, onRemove, labelledBy, describedBy }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  /** True while the map pans or zooms: the pin waits for where it stops, not where it passes. */
  const moving = useRef(false);
  /** Whether a pin was on the map: taking it away leaves the map where it is, to put the pin back nearby. */
  const hadPin = useRef(false);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;

  const leaflet = useRef<typeof Leaflet | null>(null);
  const latest = useRef({ pin, center, zoom });
  latest.current = { pin, center, zoom };

  /**
   * Draws the pin as it is now (or takes it away). Called when the pin changes and once the map is
   * made: Leaflet loads after the first render, so the pin may be there before the map is.
   */
  const showPin = useRef(() => {
    const m = map.current;
    const L = leaflet.current;
    if (!m || !L) return;
    const { pin: at, center: middle, zoom: level } = latest.current;
    if (!at) {
      marker.current?.remove();
      marker.current = null;
      if (!hadPin.current) m.setView([middle.lat, middle.lng], level);
      hadPin.current = false;
      return;
    }
    hadPin.current = true;
    if (marker.current) {
      marker.current.setLatLng([at.lat, at.lng]);
      return;
    }
    const icon = L.divIcon({ className: 'wz-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });
    // Not a stop of its own: from the keyboard the pin is moved with the map and Enter.
    marker.current = L.marker([at.lat, at.lng], { icon, draggable: true, keyboard: false, title: 'Property location' }).addTo(m);
    marker.current.on('dragend', () => {
      const moved = marker.current!.getLatLng();
      onPinRef.current(moved.lat, moved.lng);
    });
  }).current;

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !box.current || map.current) return;
      const { center: middle, zoom: level } = latest.current;
      // keyboard: the focused map pans with the arrow keys and zooms with + and − (Leaflet's own handler).
      const m = L.map(box.current, { scrollWheelZoom: false, keyboard: true }).setView([middle.lat, middle.lng], level);
      addTiles(L, m, tiles);
      m.on('click', (event) => onPinRef.current(event.latlng.lat, event.latlng.lng));
      m.on('movestart zoomstart', () => (moving.current = true));
      m.on('moveend zoomend', () => (moving.current = false));
      map.current = m;
      leaflet.current = L;
      (box.current as HTMLDivElement & { leafletMap?: LeafletMap }).leafletMap = m;
      showPin();
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
      hadPin.current = false;
    };
    // The map is made once per mount; later pins and centres are drawn by showPin.
  }, [tiles, showPin]);

  useEffect(showPin, [pin, center.lat, center.lng, zoom, showPin]);

  /** Puts the pin at the middle of the map, once a move under way has stopped. */
  const placeAtCentre = () => {
    const m = map.current;
    if (!m) return;
    const place = () => {
      const at = m.getCenter();
      onPinRef.current(at.lat, at.lng);
    };
    if (moving.current) m.once('moveend', place);
    else place();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on the zoom buttons or the attribution link inside the map keep their own meaning.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      placeAtCentre();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && pin) {
      event.preventDefault();
      onRemove();
    }
  };

  return (
    <div className="wz-map-wrap">
      <div className="wz-map-frame">
        <div
          ref={box}
          className="wz-map"
          role="application"
          aria-roledescription="map"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-testid="map"
        />
        <span className="wz-crosshair" aria-hidden="true" />
      </div>
      <button type="button" className="btn btn-outline btn-sm wz-map-place" onClick={placeAtCentre}>
        Place pin at map centre
      </button>
    </div>
  );
}
