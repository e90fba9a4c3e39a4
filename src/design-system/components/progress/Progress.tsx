import { Progress as ArkProgress } from '@ark-ui/react/progress';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { progress } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(progress);

const Root = withProvider(ArkProgress.Root, 'root');
const Header = withContext('div', 'header');
const Label = withContext(ArkProgress.Label, 'label');
const ValueText = withContext(ArkProgress.ValueText, 'valueText');
const Track = withContext(ArkProgress.Track, 'track');
const Range = withContext(ArkProgress.Range, 'range');

export interface ProgressProps extends Omit<ComponentProps<typeof Root>, 'children'> {
  /** What is progressing, e.g. "Uploading contract"; it names the progress bar. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean | undefined;
  /** Show the percentage (formatted for the current locale) next to the label (default true). */
  showValue?: boolean | undefined;
}

/** A linear progress bar. `value={null}` makes it indeterminate. */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { label, hideLabel, showValue = true, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Header className={hideLabel && !showValue ? 'visually-hidden' : undefined}>
        <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
        {showValue ? <ValueText /> : null}
      </Header>
      {/* Zag names the bar by its percentage; the label is the better name, the value is announced anyway. */}
      <Track aria-label={label}>
        <Range />
      </Track>
    </Root>
  );
});
