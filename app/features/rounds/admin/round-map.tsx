import { useEffect, useRef } from "react";
import type { LatLng } from "../travel-times";

export interface MapDriver {
  id: string;
  color: string;
  start: LatLng;
  end: LatLng;
  stops: Array<{ key: string; orderId: string | null; sequence: number; title: string; position: LatLng | null }>;
}

/**
 * The round on an OpenStreetMap map (Leaflet, loaded in the browser only): each driver's stops
 * numbered in their colour and joined in order from the start to the end. A delivery's marker can
 * be dragged to where the door really is (`onMove`). Without tiles (offline) the markers and lines
 * still draw; the list beside it is the round either way.
 */
export function RoundMap({
  drivers,
  kitchen,
  onMove,
}: {
  drivers: MapDriver[];
  kitchen: LatLng | null;
  onMove: (orderId: string, position: LatLng) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    let map: import("leaflet").Map | undefined;
    let cancelled = false;
    void Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(([{ default: L }]) => {
      if (cancelled || !box.current) return;
      map = L.map(box.current, { scrollWheelZoom: false });
      L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }).addTo(map);
      const bounds = L.latLngBounds([]);
      const pin = (label: string, color: string) =>
        L.divIcon({
          className: "",
          html: `<span style="background:${color}" class="flex size-7 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow">${label}</span>`,
          iconSize: [28, 28],
          iconAnchor: [14, 14],
        });
      if (kitchen) {
        L.marker(kitchen, { icon: pin("K", "#44403c"), title: "Kitchen" }).addTo(map);
        bounds.extend(kitchen);
      }
      for (const driver of drivers) {
        const line = [driver.start, ...driver.stops.flatMap((s) => (s.position ? [s.position] : [])), driver.end];
        L.polyline(line, { color: driver.color, weight: 3, opacity: 0.8 }).addTo(map);
        for (const stop of driver.stops) {
          if (!stop.position) continue;
          const marker = L.marker(stop.position, {
            icon: pin(String(stop.sequence), driver.color),
            title: `${stop.sequence}. ${stop.title}`,
            draggable: Boolean(stop.orderId),
          }).addTo(map);
          marker.on("dragend", () => {
            const at = marker.getLatLng();
            if (stop.orderId) moved.current(stop.orderId, { lat: at.lat, lng: at.lng });
          });
          bounds.extend(stop.position);
        }
        bounds.extend(driver.start).extend(driver.end);
      }
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24] });
      else map.setView([51.47, -0.07], 12);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [drivers, kitchen]);

  return (
    <div
      ref={box}
      className="z-0 h-80 w-full rounded-xl border border-stone-300 bg-stone-100 md:h-96 print:hidden"
      role="region"
      aria-label="Map of the round"
    />
  );
}
