// The design system's public surface. App code imports from here, never from component folders.
// Components with parts are namespaces (`<Dialog.Root>`, `<Dialog.Content>`); the others are
// single components whose human-readable strings all come in as props.

export { Alert, type AlertProps, type AlertStatus } from './components/alert/Alert.tsx';
export { Avatar, type AvatarProps } from './components/avatar/Avatar.tsx';
export { initialsOf } from './components/avatar/initials.ts';
export { Badge, type BadgeProps } from './components/badge/Badge.tsx';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './components/breadcrumbs/Breadcrumbs.tsx';
export { Button, type ButtonProps } from './components/button/Button.tsx';
export * as Card from './components/card/Card.tsx';
export * as Combobox from './components/combobox/Combobox.tsx';
export { ComboboxField, type ComboboxFieldProps, type ComboboxOption } from './components/combobox/ComboboxField.tsx';
export * as Dialog from './components/dialog/Dialog.tsx';
export type { DrawerWidth } from './components/drawer/Drawer.tsx';
export * as Drawer from './components/drawer/Drawer.tsx';
export { IconButton, type IconButtonProps } from './components/icon-button/IconButton.tsx';
export * as Menu from './components/menu/Menu.tsx';
export { Progress, type ProgressProps } from './components/progress/Progress.tsx';
export * as Select from './components/select/Select.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select/SelectField.tsx';
export { Slider, type SliderMark, type SliderProps } from './components/slider/Slider.tsx';
export { Spinner, type SpinnerProps } from './components/spinner/Spinner.tsx';
export { Switch, type SwitchProps } from './components/switch/Switch.tsx';
export * as Table from './components/table/Table.tsx';
export * as Tabs from './components/tabs/Tabs.tsx';
export {
  type AppToaster,
  type AppToasterOptions,
  createAppToaster,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  type ToastPlacement,
} from './components/toast/Toast.tsx';
export { Tooltip, type TooltipProps } from './components/tooltip/Tooltip.tsx';
