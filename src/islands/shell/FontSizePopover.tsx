import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { fontSizePopover } from 'styled-system/recipes';
import { FONT_SCALE } from '../../constants.ts';
import { Slider } from '../../design-system/components/slider/Slider.tsx';
import { translatorOf } from '../../i18n/texts.ts';
import { setFontScale } from '../../stores/user-settings.ts';
import { $preferences } from '../../stores/user-settings-state.ts';
import { shellState } from './context.ts';
import { ToolbarPopover } from './ToolbarPopover.tsx';

/** The font-size control (docs/behaviour.md): 0.7 to 1.3 in steps of 0.1, applied to the 62.5% root. */
export default function FontSizePopover() {
  const t = translatorOf(shellState().texts);
  const { fontScale } = useStore($preferences);
  const root = useRef<HTMLDivElement>(null);
  // The slider takes focus so arrow keys work at once (after Ark has made the thumb focusable).
  // On a busy machine Ark may render the thumb a few frames later: keep trying for a short while.
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const focusThumb = () => {
      const thumb = root.current?.querySelector<HTMLElement>('[role="slider"]');
      thumb?.focus();
      if ((!thumb || document.activeElement !== thumb) && tries++ < 30) frame = requestAnimationFrame(focusThumb);
    };
    frame = requestAnimationFrame(focusThumb);
    return () => cancelAnimationFrame(frame);
  }, []);
  const percent = new Intl.NumberFormat(shellState().tag, { style: 'percent' }).format(fontScale);
  return (
    <ToolbarPopover name="font-size" label={t('panels:fontSize')} width={280}>
      <Slider
        label={t('panels:fontSize')}
        showValue={false}
        min={FONT_SCALE.min}
        max={FONT_SCALE.max}
        step={FONT_SCALE.step}
        value={[fontScale]}
        getAriaValueText={() => percent}
        onValueChange={({ value: [next] }) => {
          if (next !== undefined) setFontScale(next);
        }}
        ref={root}
      />
      <p className={fontSizePopover().value} aria-hidden="true">
        {percent}
      </p>
    </ToolbarPopover>
  );
}
