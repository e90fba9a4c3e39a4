/**
 * Every shell page listens for a range chosen in a dashboard widget's picker (RangedWidget.astro);
 * the switching code (range-switch.ts) comes with the first choice, so a page that is only looked
 * at downloads none of it. Here rather than in the widget: a script of the widget's own would be
 * one more file on every dashboard's first load.
 */
export function listenForRangeChoices(): void {
  document.addEventListener('change', ({ target }) => {
    // Only a range form's radio buttons are in a form marked data-range-form.
    const input = target as HTMLInputElement;
    if (input.form?.dataset['rangeForm'])
      void import('./range-switch.ts').then((switcher) => switcher.onRangeChosen(input));
  });
}
