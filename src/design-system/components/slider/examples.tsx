import { Slider, type SliderProps } from './Slider.tsx';

export type FontScaleSliderProps = Partial<SliderProps>;

export const FontScaleSlider = (props: FontScaleSliderProps) => (
  <div style={{ maxWidth: 320 }}>
    <Slider label="Font size" min={80} max={140} step={10} defaultValue={[100]} {...props} />
  </div>
);

export const AmountRangeSlider = (props: FontScaleSliderProps) => (
  <div style={{ maxWidth: 320 }}>
    <Slider
      label="Invoice amount"
      min={0}
      max={10000}
      step={500}
      defaultValue={[1000, 6000]}
      marks={[
        { value: 0, label: '0' },
        { value: 5000, label: '5k' },
        { value: 10000, label: '10k' },
      ]}
      {...props}
    />
  </div>
);
