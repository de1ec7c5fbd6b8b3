/**
 * Claims and sweeps as data: the numbers the book states about its simulations, and the charts it computes by
 * running them. No UI and no engine run here (figures/ measures them; components/ shows them), so every layer that
 * needs the shapes — chapters, the widgets, the workers, the tests — imports them from below the components.
 */
export * from './claim';
export * from './sweep';
