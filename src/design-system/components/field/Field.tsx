import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { field } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(field);

/**
 * A labelled form control: Ark's Field ties the label, help and error text to the control (ids,
 * aria-describedby, aria-errormessage, aria-invalid). In React, compose the parts:
 * <Field.Root invalid={…}><Field.Label>…</Field.Label><Field.Input name="q" /><Field.ErrorText>…</Field.ErrorText></Field.Root>
 */
export const Field = {
  Root: withProvider(ArkField.Root, 'root'),
  Label: withContext(ArkField.Label, 'label'),
  Input: withContext(ArkField.Input, 'input'),
  Select: withContext(ArkField.Select, 'select'),
  Textarea: withContext(ArkField.Textarea, 'textarea'),
  HelperText: withContext(ArkField.HelperText, 'helperText'),
  ErrorText: withContext(ArkField.ErrorText, 'errorText'),
  RequiredIndicator: withContext(ArkField.RequiredIndicator, 'requiredIndicator'),
};

interface FieldFrame {
  /** Names the control. */
  label: string;
  /** Keep the label for screen readers only (when a placeholder or the layout already says it). */
  hideLabel?: boolean | undefined;
  helperText?: string | undefined;
  /** Shown, and the control marked invalid, when set. */
  errorText?: string | undefined;
  /** The control's id (for links to it); Ark makes one otherwise. */
  controlId?: string | undefined;
  className?: string | undefined;
}

const frameKeys: readonly string[] = [
  'label',
  'hideLabel',
  'helperText',
  'errorText',
  'controlId',
  'className',
] satisfies (keyof FieldFrame)[];

/** A composed field's props: those of its frame (label, texts, id, class) and those of its control. */
function splitFrame<P extends FieldFrame>(props: P): [FieldFrame, Omit<P, keyof FieldFrame>] {
  const frame: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (frameKeys.includes(key) ? frame : control)[key] = value;
  return [frame as unknown as FieldFrame, control as Omit<P, keyof FieldFrame>];
}

/**
 * The parts around one control, composed inside React: an Astro page renders each component it
 * uses as a root of its own, so it cannot put `Field.Input` inside `Field.Root` itself (the context
 * would be missing). Astro renders these without a `client:` directive to HTML with no JavaScript.
 */
function Frame({
  label,
  hideLabel,
  helperText,
  errorText,
  controlId,
  className,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(errorText)} ids={controlId ? { control: controlId } : undefined} className={className}>
      <Field.Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export type TextFieldProps = FieldFrame & Omit<ComponentProps<typeof Field.Input>, 'className' | 'id'>;

/** A labelled text (or search) input, e.g. the FAQ's and the RFP list's filters. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <Frame {...frame}>
      <Field.Input {...input} />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrame &
  Omit<ComponentProps<typeof Field.Select>, 'className' | 'id' | 'children'> & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select: works in a plain GET form, before or without any script. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { options, ...select }] = splitFrame(props);
  return (
    <Frame {...frame}>
      <Field.Select {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
    </Frame>
  );
}
