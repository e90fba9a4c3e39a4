import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// The range form's custom element (islands/dashboards/range-picker.ts), rendered by WidgetFrame.tsx.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'range-picker': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
