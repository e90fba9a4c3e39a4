import { Slider as ArkSlider } from '@ark-ui/react/slider';
import { type ComponentProps, forwardRef } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { slider } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(slider);

const Root = withProvider(ArkSlider.Root, 'root');
const Header = withContext('div', 'header');
const Label = withContext(ArkSlider.Label, 'label');
const ValueText = withContext(ArkSlider.ValueText, 'valueText');
const Control = withContext(ArkSlider.Control, 'control');
const Track = withContext(ArkSlider.Track, 'track');
const Range = withContext(ArkSlider.Range, 'range');
const Thumb = withContext(ArkSlider.Thumb, 'thumb');
const MarkerGroup = withContext(ArkSlider.MarkerGroup, 'markerGroup');
const Marker = withContext(ArkSlider.Marker, 'marker');

export interface SliderMark {
  value: number;
  /** Text under the track at this value (already translated/formatted). */
  label: string;
}

export interface SliderProps extends Omit<ComponentProps<typeof Root>, 'children'> {
  /** Visible label; it also names every thumb. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean | undefined;
  /** Show the current value next to the label (default true). */
  showValue?: boolean | undefined;
  marks?: readonly SliderMark[] | undefined;
}

/**
 * A slider with one thumb per entry of `value`/`defaultValue` (arrays, as in Ark). Arrow keys
 * follow the reading direction: in RTL, ArrowLeft increases the value.
 */
export const Slider = forwardRef<HTMLDivElement, SliderProps>(function Slider(
  { label, hideLabel, showValue = true, marks, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Header className={hideLabel && !showValue ? 'visually-hidden' : undefined}>
        <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
        {showValue ? <ValueText /> : null}
      </Header>
      <Control>
        <Track>
          <Range />
        </Track>
        <ArkSlider.Context>
          {(slider) =>
            slider.value.map((_, index) => (
              // Thumbs are positional: their index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Thumb key={index} index={index}>
                <ArkSlider.HiddenInput />
              </Thumb>
            ))
          }
        </ArkSlider.Context>
      </Control>
      {marks && marks.length > 0 ? (
        <MarkerGroup>
          {marks.map((mark) => (
            <Marker key={mark.value} value={mark.value}>
              {mark.label}
            </Marker>
          ))}
        </MarkerGroup>
      ) : null}
    </Root>
  );
});
