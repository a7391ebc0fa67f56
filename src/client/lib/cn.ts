/**
 * Joins class names, skipping falsy values (a tiny stand-in for clsx). It does not merge conflicting
 * Tailwind utilities: to override a primitive's own utility, mark yours important (`px-0!`).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
