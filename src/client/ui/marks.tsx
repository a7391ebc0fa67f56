import type { SVGProps } from 'react';

/**
 * The few line drawings the sign-in screen needs at its first paint, drawn here rather than taken
 * from the icon library: the library's shared icon code alone would cost that screen about 1.5 KB
 * gzip (decision 026). Same grid and stroke as the library's icons (24 units, 2 wide, round ends),
 * so they sit beside them unnoticed. Decorative: hidden from screen readers unless given a label.
 */
function Mark({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden by default; a caller that names it passes role="img" and aria-label.
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A mortarboard: the brand on the sign-in screens. */
export function GraduationCapMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M12 4 22 9l-10 5L2 9z" />
      <path d="M6 11.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5M22 9v6" />
    </Mark>
  );
}

/** A tick (a ticked checkbox). */
export function CheckMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Mark>
  );
}

/** Three quarters of a circle, turned by the caller while something loads. */
export function SpinnerMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M21 12a9 9 0 1 1-5.92-8.46" />
    </Mark>
  );
}
