/**
 * Where the shell's script (bootstrap.ts) and the panels' island (Panels.tsx) meet: the island
 * says here that it has started (its strings loaded, its root rendered), and the script waits
 * for that before opening the panel a button asked for. A module of its own so the script's
 * bytes on every page stay this promise, not the island's code.
 */
export interface StartedPanels {
  /** Opens (or closes) the panel of a shell button (`data-panel`). */
  openFromButton(button: HTMLElement): void;
}

let started: (panels: StartedPanels) => void = () => {};

/** Settles once, when the panels' island has started. */
export const panelsStarted = new Promise<StartedPanels>((resolve) => {
  started = resolve;
});

export function panelsHaveStarted(panels: StartedPanels): void {
  started(panels);
}
