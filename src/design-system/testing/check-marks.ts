/** The text of each option in a list whose check mark is visible (Select, Combobox). */
export function optionsWithCheckMark(list: HTMLElement): string[] {
  return [...list.querySelectorAll('[data-part="item-indicator"]')]
    .filter((mark) => mark.checkVisibility())
    .map((mark) => mark.closest('[role="option"]')?.textContent ?? '');
}
