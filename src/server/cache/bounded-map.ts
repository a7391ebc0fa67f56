/**
 * Keeps `value` under `key` as the newest entry of `map`, and drops the oldest entries while the map
 * holds more than `limit`. A Map iterates in the order keys were added, so deleting a key before
 * setting it again moves it to the end: what is used again is dropped last.
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  // Most calls stay within the limit (a hit moved to the end): no iterator is made for them.
  if (map.size <= limit) return;
  for (const oldest of map.keys()) {
    map.delete(oldest);
    if (map.size <= limit) return;
  }
}
