import { Check } from 'lucide-react';
import { languageMenu, panelParts } from 'styled-system/recipes';
import type { Locale } from '../../i18n/locales.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { chooseLanguage } from '../../stores/user-settings.ts';
import { shellState } from './context.ts';
import { ToolbarPopover } from './ToolbarPopover.tsx';

async function switchTo(language: Locale, reload: () => void): Promise<void> {
  await chooseLanguage(language);
  // Every string of the page is rendered by the server: render it again in the new language.
  reload();
}

/** The language picker (docs/behaviour.md): the three languages with their flags, and how to add one. */
export default function LanguageMenu({
  reload = () => window.location.reload(),
}: {
  /** Renders the page again in the chosen language (a story is told instead). */
  reload?: () => void;
}) {
  const t = translatorOf(shellState().texts);
  const { languages, locale } = shellState();
  const classes = languageMenu();
  return (
    <ToolbarPopover name="language" label={t('panels:language')} width={260}>
      <ul className={panelParts().list}>
        {languages.map((language) => (
          <li key={language.id}>
            <button
              type="button"
              className={classes.option}
              lang={language.id}
              aria-current={language.id === locale ? 'true' : undefined}
              onClick={() => void switchTo(language.id, reload)}
            >
              <img src={`/flags/${language.flag}.svg`} alt="" width={24} height={16} />
              <span className={classes.name}>{language.title}</span>
              {language.id === locale ? <Check size={16} aria-hidden="true" /> : null}
            </button>
          </li>
        ))}
      </ul>
      <a className={classes.docs} href="/documentation/configuration/multi-language">
        {t('panels:addLanguage')}
      </a>
    </ToolbarPopover>
  );
}
