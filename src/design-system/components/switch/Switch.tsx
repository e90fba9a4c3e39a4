import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { type ComponentProps, forwardRef, type ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { switchRecipe } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(switchRecipe);

const Root = withProvider(ArkSwitch.Root, 'root');
const Control = withContext(ArkSwitch.Control, 'control');
const Thumb = withContext(ArkSwitch.Thumb, 'thumb');
const Label = withContext(ArkSwitch.Label, 'label');

export interface SwitchProps extends Omit<ComponentProps<typeof Root>, 'children' | 'label'> {
  /** What the switch turns on, e.g. "Email notifications"; it names the control. */
  label: ReactNode;
  /** Keep the label for screen readers only (when the surrounding layout already shows it). */
  hideLabel?: boolean | undefined;
}

/** An on/off switch. Use `checked` + `onCheckedChange` (details.checked) or `defaultChecked`. */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch({ label, hideLabel, ...rest }, ref) {
  return (
    <Root ref={ref} {...rest}>
      {/* Ark renders a checkbox; the switch role tells assistive tech it acts immediately. */}
      <ArkSwitch.HiddenInput role="switch" />
      <Control>
        <Thumb />
      </Control>
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
    </Root>
  );
});
