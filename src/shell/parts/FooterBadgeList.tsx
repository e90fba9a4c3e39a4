import { Badge } from '../../design-system/components/badge/Badge.tsx';
import type { Translator } from '../../i18n/texts.ts';

export interface FooterBadgeListProps {
  t: Translator;
  /** The environment's name as staff know it (environmentLabel). */
  environment: string;
  database: string;
  /** The engine's version, when the auth API gave one. */
  version?: string | undefined;
}

/** Staff-only footer badges: environment, database name and engine version (docs/behaviour.md, docs/roles.md). */
export function FooterBadgeList({ t, environment, database, version }: FooterBadgeListProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of badges, not a form (fieldset)
    <span className="footer-badge-list" aria-label={t('common:footer.badges')} role="group">
      <Badge colorPalette="info" title={t('common:footer.environment')}>
        {environment}
      </Badge>
      <Badge colorPalette="neutral" title={t('common:footer.database')} dir="ltr">
        {database}
      </Badge>
      {version && (
        <Badge colorPalette="neutral" title={t('common:footer.version')} dir="ltr">
          {version}
        </Badge>
      )}
    </span>
  );
}
