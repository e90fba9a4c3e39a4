import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PanelName } from '@/stores/panels.ts';
import { closePanel } from '@/stores/panels.ts';
import { closeAndRestoreFocus, triggerOf } from '../../../islands/shell/context.ts';

interface Position {
  top: number;
  inline: number;
}

interface PopoverProps {
  name: PanelName;
  /** Accessible name of the popover (a dialog). */
  label: string;
  /** Width in px (capped by the screen). */
  width?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A small panel under its toolbar button: Escape closes it and focus goes back to the button;
 * a click elsewhere closes it. It opens toward the inline start, so it stays on screen in RTL.
 */
export function Popover({ name, label, width = 320, className, children }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const rtl = document.documentElement.dir === 'rtl';
  // Placed before the first paint (and so before autofocus runs), then kept in place on resize.
  const placement = (): Position | undefined => {
    const rect = triggerOf(name)?.getBoundingClientRect();
    if (!rect) return undefined;
    return { top: rect.bottom + 6, inline: Math.max(8, rtl ? rect.left : window.innerWidth - rect.right) };
  };
  const [position, setPosition] = useState<Position | undefined>(placement);
  useEffect(() => {
    const place = () => setPosition(placement());
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeAndRestoreFocus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || triggerOf(name)?.contains(target)) return;
      closePanel();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [name]);
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-label={label}
      className={`shell-popover ${className ?? ''}`}
      data-panel-name={name}
      style={{
        top: position?.top ?? 64,
        [rtl ? 'left' : 'right']: position?.inline ?? 8,
        width: `min(${width}px, calc(100vw - 16px))`,
      }}
    >
      {children}
    </div>,
    document.body,
  );
}
