/**
 * Freezes a value and everything it holds (walked without recursion). A kept value is handed to
 * every later caller: one that changed it in place would change what all the others are answered,
 * so any such write throws instead (modules run in strict mode).
 */
export function deepFreeze<V>(value: V): V {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const key of Object.keys(next)) stack.push((next as Record<string, unknown>)[key]);
  }
  return value;
}
