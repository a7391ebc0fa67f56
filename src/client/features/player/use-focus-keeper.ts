import { type RefObject, useEffect } from 'react';

/** What the keyboard can reach: enabled controls and links, shown on screen. */
const focusableSelector =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: Element): HTMLElement[] {
  // Shown: not inside anything with display none (a browser without checkVisibility counts all).
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => (el.checkVisibility?.() ?? true) && !el.closest('[inert]'),
  );
}

function isDisabled(el: HTMLElement): boolean {
  return (el as HTMLButtonElement).disabled === true;
}

const follows = (a: Node, b: Node) =>
  Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Where the focused control was, read when it got focus (it may be gone from the page by the time it matters). */
interface FocusSpot {
  element: HTMLElement;
  /** The list (ul or ol) its item sits in, and the item's place there. */
  list: Element | null;
  item: number;
}

function spotOf(element: HTMLElement): FocusSpot {
  const li = element.closest('li');
  const list = li?.parentElement ?? null;
  return { element, list, item: list && li ? [...list.children].indexOf(li) : -1 };
}

/**
 * The next sensible control once the focused one went away or was disabled by what it did:
 * - Next or Previous: the new task's first control, else the buttons below it;
 * - a control still there but disabled (a wrong option, a true/false answer): the task's next
 *   control after it (the next option), else Next or Submit (the task is done), else the task's
 *   control before it;
 * - a control gone from a list (a word placed, a placed word taken back): the item now in its
 *   place in the same list, else the list's last item, else the task's main action ('data-focus-main',
 *   e.g. Check) or the first control after the list;
 * - anything else (Check gone once the task is done): the task's first control, else Next or Submit.
 */
function nextSensible(container: HTMLElement, spot: FocusSpot): HTMLElement | undefined {
  const all = focusablesIn(container);
  const area = container.querySelector('[data-task-area]');
  const inArea = area ? focusablesIn(area) : [];
  const below = all.filter((el) => !area?.contains(el));
  const { element, list, item } = spot;
  const track = element.dataset.track;
  // Next or Submit below the task, when open: where a student goes once the task is done.
  const forward = below.find((el) => el.dataset.track === 'next' || el.dataset.track === 'submit');
  if (track === 'next' || track === 'previous') return inArea[0] ?? forward ?? below.at(-1);
  if (element.isConnected) {
    return (
      inArea.find((el) => follows(el, element)) ??
      forward ??
      inArea.filter((el) => follows(element, el)).at(-1) ??
      below.at(-1)
    );
  }
  if (list?.isConnected) {
    const items = [...list.children].flatMap((li) => focusablesIn(li).slice(0, 1));
    const inPlace = items[Math.min(item, items.length - 1)];
    if (inPlace) return inPlace;
    const main = inArea.find((el) => el.dataset.focusMain !== undefined);
    return main ?? all.find((el) => follows(el, list));
  }
  return inArea[0] ?? forward ?? below.at(-1);
}

/**
 * Keeps the keyboard's focus in the player: when the control a student used is disabled or leaves
 * the page because of what it did (a word placed, a wrong option, Next on a task not yet done),
 * focus would otherwise fall to the page itself and a keyboard user would start again from the
 * top. A student's own move away (a click outside, Tab) is left alone.
 */
export function useFocusKeeper(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let spot: FocusSpot | null = null;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      spot = container.contains(target) && target !== container ? spotOf(target) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      const target = event.target as HTMLElement;
      // Focus left for nowhere while the control is still there and usable: the student clicked
      // outside. Read once the page has settled, since a browser may send this event as the control
      // is being taken away (and `restore` runs first, after React's changes).
      setTimeout(() => {
        if (spot?.element === target && target.isConnected && !isDisabled(target)) spot = null;
      }, 0);
    };
    const restore = () => {
      if (!spot) return;
      const active = document.activeElement as HTMLElement | null;
      const { element } = spot;
      const lost =
        !active ||
        active === document.body ||
        (active === element && (isDisabled(element) || !element.isConnected));
      if (!lost || (element.isConnected && !isDisabled(element))) return;
      const target = nextSensible(container, spot);
      if (target) target.focus();
      else spot = null;
    };
    const observer = new MutationObserver(restore);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [containerRef]);
}
