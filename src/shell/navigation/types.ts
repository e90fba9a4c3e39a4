import type { FeaturePermission } from '../../auth/features.ts';

/** Navigation model of docs/routes.md: item types and fields. */
export type NavigationItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

export interface NavigationBadge {
  title: string;
  /** A scheme-independent tone, so the badge stays readable on any navbar scheme. */
  tone?: 'accent' | 'info' | 'success' | 'warning' | 'danger';
}

export interface NavigationItem {
  id: string;
  type: NavigationItemType;
  /** English title; the dictionary key in `translate` gives the shown text. */
  title?: string;
  /** Dictionary key (namespace `nav`) of the title. */
  translate?: string;
  url?: string;
  /** Icon name from `src/navigation/icons.ts`. */
  icon?: string;
  badge?: NavigationBadge;
  /** Marked active only on this exact path, not on its sub-paths. */
  exact?: boolean;
  target?: '_blank' | '_self';
  /** Roles allowed to see the item (the permission check of docs/roles.md); absent means everyone. */
  auth?: readonly string[];
  /** Only shown to users of these `user_type`s (docs/roles.md); absent means every type. */
  userTypes?: readonly string[];
  /** The feature the active client must have for the item to show (src/auth/features.ts). */
  feature?: FeaturePermission;
  children?: NavigationItem[];
}
