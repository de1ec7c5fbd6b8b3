/**
 * Display equations and tables scroll sideways on a narrow screen. A region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so every display equation or table that overflows its
 * column is made focusable and named; the rest are left alone. Each equation is checked when the browser lays it out (a resize
 * observer reports it then): nothing is measured up front, which would lay out every formula of the page at once.
 */
export function scrollableMath(node: HTMLElement, options: { self?: boolean } = {}) {
  const mark = (el: Element) => {
    if (el.scrollWidth > el.clientWidth + 1) {
      (el as HTMLElement).tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', `${el.tagName === 'TABLE' ? 'Table' : 'Equation'} (scroll sideways to read it all)`);
    } else if (el.getAttribute('role') === 'region') {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  };
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) mark(e.target);
  });
  // self: the node itself is the scrolling box; otherwise every display equation and table inside it.
  const boxes = options.self ? [node] : Array.from(node.querySelectorAll<HTMLElement>('.katex-display, table'));
  for (const el of boxes) observer.observe(el);
  return { destroy: () => observer.disconnect() };
}
