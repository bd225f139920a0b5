/**
 * @module A bounded memo for pure functions of a string. Servers keep a module alive across requests (a Node
 * process, a warm Workers isolate), so the same texts — a user's past tasks, their open task titles — are
 * analysed once instead of on every mind dump. When full, the memo starts again empty: simple, and a working
 * set that fits stays cached. Only for pure functions whose results are never mutated.
 */
export function memoize<V>(fn: (key: string) => V, max = 20_000): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size >= max) cache.clear();
    const value = fn(key);
    cache.set(key, value);
    return value;
  };
}
