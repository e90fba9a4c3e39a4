import {
  Bell,
  ChevronDown,
  Expand,
  ExternalLink,
  type LucideIcon,
  Menu,
  Palette,
  PanelLeftClose,
  PanelLeftOpen,
  PanelRight,
  Search,
  Settings,
  Star,
  Type,
  X,
} from 'lucide-react';
import { navigationIcons } from '../navigation/icons.ts';

/**
 * Every icon the shell's server-rendered parts draw, by name: the navigation's and the chrome's.
 * They are drawn from one sprite (sprite.ts), so a page carries a reference per icon, not its paths.
 */
export const shellIcons: Record<string, LucideIcon> = {
  ...navigationIcons,
  bell: Bell,
  chevronDown: ChevronDown,
  expand: Expand,
  externalLink: ExternalLink,
  menu: Menu,
  palette: Palette,
  panelLeftClose: PanelLeftClose,
  panelLeftOpen: PanelLeftOpen,
  panelRight: PanelRight,
  search: Search,
  settings: Settings,
  star: Star,
  type: Type,
  x: X,
};
