import type { FeaturePermission } from '../../auth/features.ts';
import type { Palette } from '../../design-system/theme/tokens.ts';

/** Navigation model of docs/routes.md: item types and fields. */
export type NavigationItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

export interface NavigationBadge {
  title: string;
  /**
   * Its palette (the fill and the text on it, the same on every navbar scheme); the scheme's
   * secondary colour unless told.
   */
  tone?: Exclude<Palette, 'neutral'>;
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
