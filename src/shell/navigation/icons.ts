import {
  BookOpen,
  ChartNoAxesCombined,
  CircleHelp,
  FileText,
  FolderOpen,
  History,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  type LucideIcon,
  Palette,
  Rocket,
  Type,
  Wrench,
} from 'lucide-react';

/** Icon names used by the navigation, mapped to one SVG icon set (lucide). */
export const navigationIcons: Record<string, LucideIcon> = {
  rocket: Rocket,
  layoutDashboard: LayoutDashboard,
  wrench: Wrench,
  folderOpen: FolderOpen,
  history: History,
  lifeBuoy: LifeBuoy,
  bookOpen: BookOpen,
  circleHelp: CircleHelp,
  fileText: FileText,
  chart: ChartNoAxesCombined,
  layoutTemplate: LayoutTemplate,
  palette: Palette,
  type: Type,
};
